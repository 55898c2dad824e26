import en from './en.json';
import { mergeTranslations, type TranslationTree } from './merge';

const features = import.meta.glob<TranslationTree>('./features/*.en.json', {
  eager: true,
  import: 'default',
});

/** The English texts, shell then features: one chunk, loaded only when English is chosen. */
export const english = mergeTranslations(en, ...Object.values(features));
