import { describe, expect, it } from 'vitest';
import en from './en.json';
import type { TranslationTree } from './merge';
import vi from './vi.json';

function flatten(tree: TranslationTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Every translation file pair: the shell's, each feature's and each admin screen's. */
const files = import.meta.glob<TranslationTree>(['./features/*.json', './admin/*.json'], {
  eager: true,
  import: 'default',
});
const pairs: [string, TranslationTree, TranslationTree][] = [['shell', vi, en]];
for (const [path, tree] of Object.entries(files)) {
  if (!path.endsWith('.vi.json')) continue;
  const enPath = path.replace(/\.vi\.json$/, '.en.json');
  pairs.push([path, tree, files[enPath] ?? {}]);
}

describe('translation files', () => {
  it('every vi file has its en twin', () => {
    const viFiles = Object.keys(files)
      .filter((p) => p.endsWith('.vi.json'))
      .sort();
    const enFiles = Object.keys(files)
      .filter((p) => p.endsWith('.en.json'))
      .sort();
    expect(enFiles.map((p) => p.replace('.en.json', ''))).toEqual(
      viFiles.map((p) => p.replace('.vi.json', '')),
    );
  });

  it.each(pairs)('%s: vi and en have exactly the same keys', (_name, viTree, enTree) => {
    expect([...flatten(viTree).keys()].sort()).toEqual([...flatten(enTree).keys()].sort());
  });

  it.each(pairs)('%s: no empty values and the same placeholders', (_name, viTree, enTree) => {
    const viKeys = flatten(viTree);
    const enKeys = flatten(enTree);
    const placeholders = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, value] of viKeys) {
      expect(value.trim(), `vi ${key}`).not.toBe('');
      expect(enKeys.get(key)?.trim(), `en ${key}`).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(enKeys.get(key) ?? ''));
    }
  });

  it('translates every API error code', async () => {
    const { ERROR_CODES } = await import('@shared/errors');
    const viKeys = flatten(vi);
    for (const code of [...ERROR_CODES, 'network']) {
      expect(viKeys.has(`errors.${code}`), `errors.${code}`).toBe(true);
    }
  });
});
