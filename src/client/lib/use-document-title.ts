import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title to '<page> | <app name>' in the active language. Screen readers announce it
 * on navigation, and it distinguishes tabs and history entries.
 */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const name = t('app.name');
  useEffect(() => {
    document.title = page ? t('app.documentTitle', { page, name }) : name;
  }, [page, name, t]);
}
