import { FileQuestionMark, House } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.documentTitle'));

  useEffect(() => {
    // Logged so broken links show up in browser error monitoring.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
          <FileQuestionMark className="size-10" aria-hidden="true" />
        </span>
        <h1 className="font-bold text-3xl">{t('notFound.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('notFound.message')}</p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/">
            <House aria-hidden="true" />
            {t('notFound.returnHome')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
