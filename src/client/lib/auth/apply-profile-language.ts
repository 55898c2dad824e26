/**
 * One source of truth for the UI language: the profile for a signed-in user, the choice
 * remembered in localStorage for a guest. The profile's language is applied when a user is
 * read (sign-in, or a page load on any device) and whenever the profile's language changes;
 * the switcher (./profile-language) saves a signed-in user's choice to the profile.
 */
import type { MeResponse } from '@shared/me';
import { useEffect, useRef } from 'react';
import { changeLanguage, currentLanguage, isLanguage } from '../../i18n';

/**
 * Switches the UI to the signed-in user's profile language when the user is read and when that
 * language changes. Only a change counts: a re-read that answers the language already applied
 * (say, one that started before the switcher's save landed) leaves the UI as it is.
 */
export function useApplyProfileLanguage(user: MeResponse | null): void {
  const userId = user?.user.id ?? null;
  const language = user?.profile.language;
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (userId === null) {
      // A guest keeps the language on screen (remembered in localStorage); the next sign-in
      // applies that account's language again.
      applied.current = null;
      return;
    }
    if (!isLanguage(language)) return;
    const key = `${userId}:${language}`;
    if (applied.current === key) return;
    applied.current = key;
    if (currentLanguage() !== language) void changeLanguage(language);
  }, [userId, language]);
}
