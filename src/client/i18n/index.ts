import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import { mergeTranslations, type TranslationTree } from './merge';
import vi from './vi.json';

/** localStorage key that remembers the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/*
 * Shell texts live in vi.json / en.json; each patient-facing feature keeps its own pair in
 * features/<feature>.<lang>.json (bundled here). Admin texts (admin/<screen>.<lang>.json) are
 * loaded with the admin bundle, so patients never download them.
 */
const featureFiles = import.meta.glob<TranslationTree>('./features/*.json', {
  eager: true,
  import: 'default',
});

function bundle(language: Language, base: TranslationTree): TranslationTree {
  const files = Object.entries(featureFiles)
    .filter(([path]) => path.endsWith(`.${language}.json`))
    .map(([, tree]) => tree);
  return mergeTranslations(base, ...files);
}

export const resources = {
  vi: { translation: bundle('vi', vi) },
  en: { translation: bundle('en', en) },
};

/** Adds the admin area's texts; called by the admin layout, which is its own bundle. */
export async function loadAdminTranslations(): Promise<void> {
  const files = import.meta.glob<TranslationTree>('./admin/*.json', { import: 'default' });
  await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const language = path.endsWith('.en.json') ? 'en' : 'vi';
      i18next.addResourceBundle(language, 'translation', await load(), true, true);
    }),
  );
}

/** The global i18next instance; react-i18next's hooks use it without a provider. */
export const i18n = i18next;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The active language, narrowed to the ones we ship (the default while i18n is starting). */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  }
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // 'en-US' stored by an older build still resolves to 'en'.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // Resources are bundled, so initialise synchronously and render translated text on first paint.
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      // Only an explicit choice counts: Vietnamese patients on English-language browsers still get
      // Vietnamese first, so navigator language is deliberately not consulted.
      order: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    react: { useSuspense: false },
  });

syncDocumentLanguage(i18n.language);
