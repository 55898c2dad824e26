import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AnnouncementList } from '../../components/announcements/announcement-list';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../i18n/features/announcements';

/** /announcements: news from the clinic chain for every signed-in user, read-only. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('announcements.title'));
  // The page lives in the address, so Back returns to the page the reader was on.
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const setPage = useCallback(
    (next: number) => {
      setSearchParams(next > 1 ? { page: String(next) } : {});
      window.scrollTo({ top: 0 });
    },
    [setSearchParams],
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        variant="content"
        title={t('announcements.title')}
        description={t('announcements.description')}
      />
      <AnnouncementList page={page} onPageChange={setPage} />
    </div>
  );
}
