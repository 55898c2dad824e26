import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useFormatters } from '../../lib/format';
import { pageSlots } from './page-numbers';
import '../../i18n/features/announcements';

interface NumberedPaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous, numbered pages and next; rendered only when there is more than one page. */
export function NumberedPagination({ page, pageCount, onPageChange }: NumberedPaginationProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('announcements.pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <Button
            type="button"
            variant="outline"
            className="px-2.5 sm:px-3"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={t('announcements.pagination.previous')}
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">{t('announcements.pagination.previous')}</span>
          </Button>
        </li>
        {pageSlots(page, pageCount).map((slot) =>
          slot.type === 'page' ? (
            <li key={slot.page}>
              <Button
                type="button"
                size="icon"
                variant={slot.page === page ? 'default' : 'outline'}
                className="tabular-nums"
                aria-current={slot.page === page ? 'page' : undefined}
                aria-label={t('announcements.pagination.page', { page: format.number(slot.page) })}
                onClick={() => onPageChange(slot.page)}
              >
                {format.number(slot.page)}
              </Button>
            </li>
          ) : (
            <li key={slot.position} className="flex size-10 items-center justify-center">
              <span aria-hidden="true" className="text-muted-foreground">
                …
              </span>
            </li>
          ),
        )}
        <li>
          <Button
            type="button"
            variant="outline"
            className="px-2.5 sm:px-3"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            aria-label={t('announcements.pagination.next')}
          >
            <span className="hidden sm:inline">{t('announcements.pagination.next')}</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
