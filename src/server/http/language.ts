import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/constants';
import type { AppEnv } from './context';

/** The cookie the client writes with the visitor's language choice (see src/client/i18n). */
export const LANGUAGE_COOKIE = 'lang';

const asLanguage = (value: string | undefined): Language | null =>
  value === 'en' || value === 'vi' ? value : null;

/**
 * The language the request itself asks for: the link's own (`?lang=`, as an invitation for an
 * English-speaking patient carries it), else the visitor's remembered choice; null if neither.
 */
export function chosenLanguage(c: Context<AppEnv>): Language | null {
  return asLanguage(c.req.query(LANGUAGE_COOKIE)) ?? asLanguage(getCookie(c, LANGUAGE_COOKIE));
}

/**
 * A page's language: the one the request asks for, else Vietnamese. The client reads them in the
 * same order, so the page it hydrates is the one the server drew.
 */
export function pageLanguage(c: Context<AppEnv>): Language {
  return chosenLanguage(c) ?? DEFAULT_LANGUAGE;
}
