import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useFormatters } from '../../lib/format';
import { cn } from '../../lib/utils';
import { paginationItems } from './pagination';
import '../../i18n/features/doctors';

interface DoctorPaginationProps {
  page: number;
  pageCount: number;
  /** The list URL of a page, so every page is a real, shareable link. */
  hrefFor: (page: number) => string;
  onNavigate: () => void;
}

/**
 * Numbered pagination as links: they work with the keyboard, open in a new tab and push a
 * history entry, so Back returns to the previous page of results.
 */
export function DoctorPagination({ page, pageCount, hrefFor, onNavigate }: DoctorPaginationProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (pageCount <= 1) return null;

  const pageLink = (target: number, children: ReactNode, label: string, className?: string) => (
    <Button
      asChild
      variant={target === page ? 'default' : 'outline'}
      size="icon"
      className={cn('tabular-nums', className)}
    >
      <Link
        to={hrefFor(target)}
        preventScrollReset
        onClick={onNavigate}
        aria-label={label}
        aria-current={target === page ? 'page' : undefined}
      >
        {children}
      </Link>
    </Button>
  );

  const step = (target: number, label: string, icon: ReactNode, iconFirst: boolean) => {
    const content = (
      <>
        {iconFirst ? icon : null}
        <span className="hidden sm:inline">{label}</span>
        {iconFirst ? null : icon}
      </>
    );
    // At either end the control stays in place (no layout jump) but cannot be used.
    if (target < 1 || target > pageCount) {
      return (
        <Button variant="outline" className="px-2.5 sm:px-3" disabled aria-label={label}>
          {content}
        </Button>
      );
    }
    return (
      <Button asChild variant="outline" className="px-2.5 sm:px-3">
        <Link to={hrefFor(target)} preventScrollReset onClick={onNavigate} aria-label={label}>
          {content}
        </Link>
      </Button>
    );
  };

  return (
    <nav aria-label={t('doctors.pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {step(
            page - 1,
            t('doctors.pagination.previous'),
            <ChevronLeft aria-hidden="true" />,
            true,
          )}
        </li>
        {paginationItems(page, pageCount).map((item) =>
          item.type === 'page' ? (
            <li key={item.page}>
              {pageLink(
                item.page,
                format.number(item.page),
                t('doctors.pagination.page', { page: format.number(item.page) }),
              )}
            </li>
          ) : (
            <li key={item.position} className="flex size-10 items-center justify-center">
              <span aria-hidden="true" className="text-muted-foreground">
                …
              </span>
              <span className="sr-only">{t('doctors.pagination.morePages')}</span>
            </li>
          ),
        )}
        <li>
          {step(page + 1, t('doctors.pagination.next'), <ChevronRight aria-hidden="true" />, false)}
        </li>
      </ul>
    </nav>
  );
}
