import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';
import i18next, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { plainNumber } from '../lib/plain-format';
import { mergeTranslations, type TranslationTree } from './merge';
import vi from './vi.json';

/** localStorage key that remembers the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/*
 * Shell texts live in vi.json / en.json; each patient-facing feature keeps its own pair in
 * features/<feature>.<lang>.json. Vietnamese, the default, is bundled, so it renders on first
 * paint with nothing more to fetch; English is loaded when chosen (or remembered), as its own
 * chunk. Admin texts (admin/<screen>.<lang>.json) are loaded with the admin bundle, so patients
 * never download them.
 */
const vietnameseFeatures = import.meta.glob<TranslationTree>('./features/*.vi.json', {
  eager: true,
  import: 'default',
});

export const resources = {
  vi: { translation: mergeTranslations(vi, ...Object.values(vietnameseFeatures)) },
};

/** i18next asks it for a language the bundle does not carry, i.e. English. */
const loadLanguage: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    if (language !== 'en') {
      callback(null, language === 'vi' ? resources.vi.translation : {});
      return;
    }
    import('./english').then(
      (module) => callback(null, module.english),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/**
 * Only an explicit choice counts, remembered in localStorage: Vietnamese patients on
 * English-language browsers still get Vietnamese first, so the browser's language is
 * deliberately not consulted. (Storage may be unavailable, e.g. blocked by the browser.)
 */
const rememberedLanguage: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    try {
      return window.localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  },
  cacheUserLanguage(lng) {
    if (lng === 'cimode') return;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // Not remembered: the next visit starts in the default language.
    }
    // The server renders the public pages in this language. (Not there on the server itself.)
    if (typeof document === 'undefined') return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support (Firefox).
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${encodeURIComponent(lng)}; path=/; max-age=31536000; SameSite=Lax`;
  },
};

/** Adds the admin area's texts; called by the admin layout, which is its own bundle. */
export async function loadAdminTranslations(): Promise<void> {
  const files = import.meta.glob<TranslationTree>('./admin/*.json', { import: 'default' });
  // English must be in place before the admin texts extend it: i18next loads no language it
  // already holds texts for.
  await i18next.loadLanguages([...LANGUAGES]);
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

/**
 * Settles once the visitor's language is ready to render: at once for Vietnamese, after the
 * English chunk otherwise. main.tsx renders after it, so the first paint is in that language.
 */
export const i18nReady = i18n
  .use(rememberedLanguage)
  .use(loadLanguage)
  .use(initReactI18next)
  .init({
    resources,
    // Vietnamese is bundled; other languages come from the backend above.
    partialBundledLanguages: true,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // 'en-US' stored by an older build still resolves to 'en'.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // Initialise synchronously: Vietnamese, bundled, is usable as soon as this module has run.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

syncDocumentLanguage(i18n.language);

/*
 * `{{count, number}}` in the texts (none gives the format options): written without Intl where
 * it can be, as the app's own numbers are (lib/plain-format), else by Intl as i18next would.
 */
i18n.services.formatter?.add('number', (value, lng) => {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  const number = Number(value);
  return plainNumber(number, language, 0, 3) ?? new Intl.NumberFormat(lng).format(number);
});
