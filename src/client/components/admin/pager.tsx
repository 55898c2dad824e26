import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { Button } from '../ui/button';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous / next paging for admin tables, with 'Showing 21–40 of 57'. Hidden when empty. */
export function Pager({ page, pageSize, total, onPageChange }: PagerProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (total === 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('admin.common.pagination')}
      className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground text-sm"
    >
      <p aria-live="polite">
        {t('admin.common.showing', {
          from: format.number(from),
          to: format.number(to),
          total: format.number(total),
        })}
      </p>
      {pageCount > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            {t('admin.common.previous')}
          </Button>
          <span className="tabular-nums">
            {t('admin.common.pageOf', {
              page: format.number(page),
              count: format.number(pageCount),
            })}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {t('admin.common.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
