import { FileQuestionMark, House } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { StatusScreen } from '../../components/status-screen';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.documentTitle'));

  useEffect(() => {
    // A path that is not there is the visitor's mistake or an old link, not a fault of the app:
    // recorded as information, not as an error.
    console.info('404: no page at', pathname);
  }, [pathname]);

  return (
    <StatusScreen
      icon={FileQuestionMark}
      title={t('notFound.title')}
      message={t('notFound.message')}
      actions={
        <LinkButton to="/" icon={House} size="lg">
          {t('notFound.returnHome')}
        </LinkButton>
      }
    />
  );
}
