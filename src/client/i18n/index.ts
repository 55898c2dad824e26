import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';
import i18next, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { plainNumber } from '../lib/plain-format';
import type { TranslationTree } from './merge';
import vi from './vi.json';

/** localStorage key that remembers the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = 'lang';
/** localStorage key: when the language was last chosen explicitly on this device (epoch ms). */
const LANGUAGE_CHOSEN_AT_KEY = 'lang_chosen_at';

/** A language the person picked on this device, and when. */
export interface LanguageChoice {
  language: Language;
  at: number;
}

/**
 * Remembers that the person chose `language` now (the switcher): the latest explicit choice
 * wins over an older one saved on their account when they sign in.
 */
export function rememberLanguageChoice(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_CHOSEN_AT_KEY, String(Date.now()));
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the account's language applies at sign-in.
  }
}

/**
 * Forgets when the device's choice was made, once the account holds it: from then on the
 * account's language applies at sign-in, whatever this device's clock says.
 */
export function settleLanguageChoice(): void {
  try {
    window.localStorage.removeItem(LANGUAGE_CHOSEN_AT_KEY);
  } catch {
    // Nothing remembered.
  }
}

/** The last explicit choice made on this device and not yet saved to an account, if any. */
export function lastLanguageChoice(): LanguageChoice | null {
  try {
    const language = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    const at = Number(window.localStorage.getItem(LANGUAGE_CHOSEN_AT_KEY));
    return isLanguage(language) && at > 0 ? { language, at } : null;
  } catch {
    return null;
  }
}

/*
 * Shell texts (the header, the footer, errors: what every page shows) live in vi.json / en.json;
 * Vietnamese, the default, is bundled, so it renders on first paint with nothing more to fetch,
 * and English is loaded when chosen (or remembered), as a chunk of its own. Each feature keeps
 * its texts in features/<feature>.<lang>.json, added by features/<feature>.ts when the code that
 * shows them loads (a page downloads the texts it draws, no others). Admin texts
 * (admin/<screen>.<lang>.json) are loaded with the admin bundle, so patients never download them.
 */
export const resources = {
  // A copy: i18next adds the features' texts into the bundle it holds, and the imported module
  // stays the file's texts for everything else that reads it.
  vi: { translation: structuredClone(vi) },
};

/** The English texts of the features whose code has loaded, by feature. */
const featureEnglish = new Map<string, () => Promise<TranslationTree>>();
const englishAdded = new Set<string>();

let shellEnglish: Promise<void> | undefined;

/**
 * The shell's English texts, added once. Whatever English arrives first brings them along:
 * i18next asks its backend only for a language it holds no texts of.
 */
function addShellEnglish(): Promise<void> {
  shellEnglish ??= import('./en.json').then(
    (module) => {
      i18next.addResourceBundle('en', 'translation', module.default, true, true);
    },
    (error: unknown) => {
      shellEnglish = undefined;
      throw error;
    },
  );
  return shellEnglish;
}

async function addEnglishOf(feature: string): Promise<void> {
  const load = featureEnglish.get(feature);
  if (!load || englishAdded.has(feature)) return;
  const [texts] = await Promise.all([load(), addShellEnglish()]);
  englishAdded.add(feature);
  // Merged deep: the shell and the features share top-level keys.
  i18next.addResourceBundle('en', 'translation', texts, true, true);
}

/** The language a change under way is going to (i18next names it only once it is done). */
let switchingTo: Language | undefined;

/** Whether English is the language shown or being loaded (i18next may say 'en-US'). */
const wantsEnglish = () => (switchingTo ?? i18next.language ?? '').startsWith('en');

/** The English texts asked for and not yet arrived (see featureTextsReady). */
const englishArriving = new Set<Promise<void>>();

/**
 * Adds a feature's texts (called by features/<feature>.ts when the code that shows them loads):
 * Vietnamese at once; English now if it is the visitor's language, else when it is chosen.
 */
export function addFeatureTexts(
  feature: string,
  vietnamese: TranslationTree,
  english: () => Promise<TranslationTree>,
): void {
  if (featureEnglish.has(feature)) return;
  featureEnglish.set(feature, english);
  i18next.addResourceBundle('vi', 'translation', vietnamese, true, true);
  if (!wantsEnglish()) return;
  // Should English not arrive, the texts show in Vietnamese (the fallback language).
  const arriving = addEnglishOf(feature).catch((error: unknown) =>
    console.error(`English texts of ${feature} failed to load`, error),
  );
  englishArriving.add(arriving);
  void arriving.then(() => englishArriving.delete(arriving));
}

/**
 * Settles once every feature's texts asked for so far are in place: at once in Vietnamese, once
 * its English has arrived in English. Code loaded later (lib/lazy-component) waits for it before
 * it draws, so a screen never shows in the wrong language first.
 */
export async function featureTextsReady(): Promise<void> {
  await Promise.all(englishArriving);
}

/**
 * Switches the app's language (use this, not i18n.changeLanguage): in English, with the English
 * texts of every feature whose code has loaded, so nothing on screen falls back to Vietnamese.
 * (i18next loads a language once; the features loaded after that come through addFeatureTexts.)
 */
export async function changeLanguage(language: Language): Promise<void> {
  const addFeaturesEnglish = () =>
    Promise.all([...featureEnglish.keys()].map(addEnglishOf)).catch((error: unknown) =>
      console.error('English texts failed to load', error),
    );
  // A feature whose code arrives while the change is under way loads its English at once, and
  // is drawn once it is there (featureTextsReady), not in the language being left.
  switchingTo = language;
  try {
    if (language === 'en') await addFeaturesEnglish();
    await i18next.changeLanguage(language);
    // A feature whose code arrived meanwhile.
    if (language === 'en') await addFeaturesEnglish();
  } finally {
    if (switchingTo === language) switchingTo = undefined;
  }
}

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
    Promise.all([addShellEnglish(), ...[...featureEnglish.keys()].map(addEnglishOf)]).then(
      // Everything is in place already; i18next merges what it is handed one level deep only.
      () => callback(null, i18next.getResourceBundle('en', 'translation')),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/**
 * The language a link asks for (`?lang=en`: an invitation for an English-speaking patient),
 * taken as the person's choice on this device, as the server took it to draw the page. The
 * parameter then leaves the address, so a later reload keeps what the person chooses next.
 */
function languageOfLink(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  const url = new URL(window.location.href);
  const linked = url.searchParams.get(LANGUAGE_STORAGE_KEY);
  if (!isLanguage(linked)) return undefined;
  rememberLanguageChoice(linked);
  url.searchParams.delete(LANGUAGE_STORAGE_KEY);
  window.history.replaceState(window.history.state, '', url);
  return linked;
}

/**
 * Only an explicit choice counts, remembered in localStorage: Vietnamese patients on
 * English-language browsers still get Vietnamese first, so the browser's language is
 * deliberately not consulted. (Storage may be unavailable, e.g. blocked by the browser.)
 */
const rememberedLanguage: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const linked = languageOfLink();
    if (linked) return linked;
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
