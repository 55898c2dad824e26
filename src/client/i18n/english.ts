import en from './en.json';
import { mergeTranslations, type TranslationTree } from './merge';

const features = import.meta.glob<TranslationTree>('./features/*.en.json', {
  eager: true,
  import: 'default',
});

/**
 * Every English text, shell and features: the page renderer (entry-server.tsx) draws any page in
 * either language. The browser loads English piece by piece instead (see index.ts).
 */
export const english = mergeTranslations(en, ...Object.values(features));
