import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import vi from './vi.json';

/** localStorage key that remembers the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const resources = {
  vi: { translation: vi },
  en: { translation: en },
} as const;

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
