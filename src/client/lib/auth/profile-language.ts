/**
 * The language switcher's action. The latest explicit choice is the UI language (see
 * ./apply-profile-language): it is remembered on the device with its time and, for a signed-in
 * user, saved to the profile, so the notifications and e-mails written for them follow it.
 */
import type { Language } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { changeLanguage, i18n, rememberLanguageChoice, settleLanguageChoice } from '../../i18n';
import { api } from '../api';
import { translateError } from '../api-errors';
import { toast } from '../toast';
import { ME_QUERY_KEY, useAuth } from './auth-context';

/** Counts choices, so a slow save of an earlier one does not overwrite a later one. */
let choices = 0;

/**
 * The switcher's action: the UI changes at once (and i18next remembers it in localStorage);
 * for a signed-in user the profile is updated too, through the profile endpoint.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      rememberLanguageChoice(language);
      const changed = changeLanguage(language);
      const choice = ++choices;
      if (user && user.profile.language === language) settleLanguageChoice();
      else if (user) {
        // A re-read of the user already under way must not land after the save with the old
        // language (which would switch the UI back).
        await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY, exact: true });
        try {
          // The language alone: the names stay as they are.
          const me = await api('PATCH /api/me/profile', { body: { language } });
          if (choice === choices) {
            settleLanguageChoice();
            // Nor may one that started while the save was under way, read before it.
            await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY, exact: true });
            queryClient.setQueryData(ME_QUERY_KEY, me);
          }
        } catch (error) {
          // The UI keeps the chosen language for now; the profile still has the old one. The
          // message is worded in the chosen language, once it is loaded.
          await changed;
          toast.error(i18n.t('profile.errorUpdatingProfile'), {
            description: translateError(error),
          });
        }
      }
      await changed;
    },
    [user, queryClient],
  );
}
