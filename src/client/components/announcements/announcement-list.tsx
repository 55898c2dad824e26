import type { Announcement } from '@shared/admin';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@shared/constants';
import { CircleAlert, Megaphone } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { translateError } from '../../lib/api-errors';
import { useFormatters } from '../../lib/format';
import { LocalizedText } from '../../lib/localized';
import { useAnnouncements } from './api';
import { NumberedPagination } from './numbered-pagination';
import '../../i18n/features/announcements';

interface AnnouncementListProps {
  page: number;
  onPageChange: (page: number) => void;
  /** Per-item controls, e.g. the admin's delete button; none on the public page. */
  renderActions?: (announcement: Announcement) => ReactNode;
  /** Level of each title, so it fits the page's heading outline. */
  headingLevel?: 'h2' | 'h3';
}

/** Announcements newest first, 5 per page: shared by /announcements and the admin screen. */
export function AnnouncementList({
  page,
  onPageChange,
  renderActions,
  headingLevel: Heading = 'h2',
}: AnnouncementListProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useAnnouncements(page);
  const pageCount = query.data ? Math.ceil(query.data.total / ANNOUNCEMENTS_PAGE_SIZE) : 0;

  // The last item of the last page was deleted: show the page before instead of an empty one.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > 1 && page > pageCount) {
      onPageChange(Math.max(1, pageCount));
    }
  }, [query.data, query.isPlaceholderData, page, pageCount, onPageChange]);

  if (query.isPending) {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner className="text-3xl" label={t('common.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <CircleAlert aria-hidden="true" />
        <AlertDescription>
          <p>{t('announcements.loadError', { message: translateError(query.error) })}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <div className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        <Megaphone className="size-8" aria-hidden="true" />
        <p>{t('announcements.empty')}</p>
      </div>
    );
  }

  return (
    <div className="grid gap-6" aria-busy={query.isFetching}>
      <ul className="grid gap-4">
        {query.data.items.map((item) => (
          <li key={item.id}>
            <article
              aria-labelledby={`announcement-${item.id}`}
              className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm"
            >
              <header className="flex items-start justify-between gap-3">
                <div className="grid min-w-0 flex-1 gap-1">
                  <Heading
                    id={`announcement-${item.id}`}
                    className="break-words font-semibold text-lg"
                  >
                    <LocalizedText vi={item.title} en={item.title_en} />
                  </Heading>
                  <p className="text-muted-foreground text-sm">
                    <time dateTime={item.created_at}>{format.date(item.created_at)}</time>
                    {' · '}
                    {t('announcements.postedBy', {
                      name: item.creator_name ?? t('announcements.unknownUser'),
                    })}
                  </p>
                </div>
                {renderActions ? <div className="shrink-0">{renderActions(item)}</div> : null}
              </header>
              {/* Plain text with its line breaks kept; never interpreted as HTML. */}
              <LocalizedText
                as="p"
                className="whitespace-pre-line break-words text-sm leading-relaxed"
                vi={item.content}
                en={item.content_en}
              />
            </article>
          </li>
        ))}
      </ul>
      <NumberedPagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
    </div>
  );
}
