import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Form errors are stored as the shared schemas' i18n keys ('validation.clinic.nameRequired') and
 * translated while rendering, so a message shown before a language switch follows the switch.
 * A server message that is not a key is shown as it is.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return i18n.exists(message) ? t(message) : message;
    },
    [t, i18n],
  );
}
