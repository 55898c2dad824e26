/**
 * The UI language is the person's latest explicit choice. A guest's choice is remembered on the
 * device with its time; a signed-in user's is saved to the profile with its time too. When a user
 * is read (sign-in, or a page load on any device), the newer of the two applies: a choice made on
 * this device while signed out (say, English before signing in) is kept and saved to the
 * profile; otherwise the profile's language is applied, as it is whenever it changes.
 */
import type { MeResponse } from '@shared/me';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  changeLanguage,
  currentLanguage,
  isLanguage,
  lastLanguageChoice,
  settleLanguageChoice,
} from '../../i18n';
import { api } from '../api';
import { ME_QUERY_KEY } from './me-query-key';

/** Whether this device's last explicit choice is newer than the one saved on the account. */
function deviceChoiceIsNewer(user: MeResponse): boolean {
  const choice = lastLanguageChoice();
  if (!choice || choice.language === user.profile.language) return false;
  const saved = user.profile.language_chosen_at;
  return saved === null || choice.at > Date.parse(saved);
}

/**
 * Applies the latest explicit language choice when the user is read, and the profile's language
 * whenever it changes afterwards. Only a change counts: a re-read that answers the language
 * already applied leaves the UI as it is.
 */
export function useApplyProfileLanguage(user: MeResponse | null): void {
  const queryClient = useQueryClient();
  const userId = user?.user.id ?? null;
  const language = user?.profile.language;
  const applied = useRef<string | null>(null);
  const signedInAs = useRef<string | null>(null);
  useEffect(() => {
    if (userId === null || !user) {
      // A guest keeps the language on screen (remembered on the device); the next sign-in
      // compares it with that account's again.
      applied.current = null;
      signedInAs.current = null;
      return;
    }
    if (signedInAs.current !== userId) {
      signedInAs.current = userId;
      const choice = lastLanguageChoice();
      if (choice && choice.language === language) settleLanguageChoice();
      else if (choice && deviceChoiceIsNewer(user)) {
        applied.current = `${userId}:${choice.language}`;
        if (currentLanguage() !== choice.language) void changeLanguage(choice.language);
        // Saved so e-mails and notifications follow it; a failure leaves the UI as chosen.
        void api('PATCH /api/me/profile', { body: { language: choice.language } }).then(
          async (me) => {
            settleLanguageChoice();
            // A re-read under way may have read the account before the save: it must not land.
            await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY, exact: true });
            queryClient.setQueryData(ME_QUERY_KEY, me);
          },
          () => undefined,
        );
        return;
      }
    }
    if (!isLanguage(language)) return;
    const key = `${userId}:${language}`;
    if (applied.current === key) return;
    applied.current = key;
    if (currentLanguage() !== language) void changeLanguage(language);
  }, [userId, language, user, queryClient]);
}
