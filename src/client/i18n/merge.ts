export type TranslationTree = { [key: string]: string | TranslationTree };

/** Deep-merges translation trees; later trees add to (and may extend) earlier ones. */
export function mergeTranslations(...trees: TranslationTree[]): TranslationTree {
  const out: TranslationTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      out[key] =
        typeof value === 'object' && typeof existing === 'object'
          ? mergeTranslations(existing, value)
          : typeof value === 'object'
            ? mergeTranslations(value)
            : value;
    }
  }
  return out;
}
