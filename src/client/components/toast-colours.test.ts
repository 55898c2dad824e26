import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = fs.readFileSync(path.resolve('src/client/styles.css'), 'utf8');

/** A `--name: value;` declaration's value, following var(--other) references. */
function resolve(value: string): string {
  const reference = value.match(/^var\((--[\w-]+)\)$/);
  if (!reference) return value;
  const declared = css.match(new RegExp(`${reference[1]}:\\s*([^;]+);`));
  if (!declared?.[1]) throw new Error(`${reference[1]} is not declared`);
  return resolve(declared[1].trim());
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const toasterBlock =
  css.match(/\[data-sonner-toaster\]\[data-sonner-theme="light"\]\s*{([^}]*)}/)?.[1] ?? '';

describe('toast colours', () => {
  it.each(['success', 'info', 'warning', 'error'])(
    '%s text on its background is at least 4.5:1',
    (variant) => {
      const read = (name: string) => {
        const declared = toasterBlock.match(new RegExp(`--${variant}-${name}:\\s*([^;]+);`));
        if (!declared?.[1]) throw new Error(`--${variant}-${name} is not set for toasts`);
        return resolve(declared[1].trim());
      };
      expect(contrast(read('text'), read('bg'))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
