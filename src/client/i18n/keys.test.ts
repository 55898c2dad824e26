import { describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const viKeys = flatten(vi);
const enKeys = flatten(en);

describe('translation files', () => {
  it('vi.json and en.json have exactly the same keys', () => {
    expect([...viKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it.each([
    ['vi', viKeys],
    ['en', enKeys],
  ])('%s.json has no empty values', (_lng, keys) => {
    const empty = [...keys].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keeps the same interpolation placeholders in both languages', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
    const mismatched = [...viKeys].filter(
      ([key, value]) =>
        JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(enKeys.get(key) ?? '')),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translates every API error code', async () => {
    const { ERROR_CODES } = await import('@shared/errors');
    for (const code of [...ERROR_CODES, 'network']) {
      expect(viKeys.has(`errors.${code}`), `errors.${code}`).toBe(true);
    }
  });
});
