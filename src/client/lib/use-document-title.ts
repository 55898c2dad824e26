import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title to '<page> | <app name>' in the active language. Screen readers announce it
 * on navigation, and it distinguishes tabs and history entries.
 */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation();
  const name = t('app.name');
  useEffect(() => {
    // undefined: this component does not name the tab (its screen does it another way).
    if (page === undefined) return;
    document.title = page ? t('app.documentTitle', { page, name }) : name;
  }, [page, name, t]);
}
