import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { translateError } from '../../../lib/api';
import { useFormatters } from '../../../lib/format';
import { AdminPage, PageHeader } from '../common/page-header';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../common/screen-states';
import { type AuditFilters, NO_AUDIT_FILTERS, useAuditLog } from './api';
import { AuditDetails } from './audit-details';
import { actionIcon, SeverityBadge, useActionLabel, useAuditDescription } from './audit-display';
import { AuditFiltersBar } from './audit-filters';

/** /admin/settings/audit: who did what and when, newest first, loading more while scrolling. */
export function AuditPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const actionLabel = useActionLabel();
  const describe = useAuditDescription();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const log = useAuditLog(filters);
  const entries = useMemo(() => log.data?.pages.flatMap((p) => p.items) ?? [], [log.data]);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  // Infinite loading: when the end of the table scrolls into view, the next page is fetched.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = log;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller.current, rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const dash = <span className="text-muted-foreground">{t('admin.common.dash')}</span>;

  return (
    <AdminPage>
      <PageHeader
        title={t('admin.audit.title')}
        documentTitle={t('admin.audit.title')}
        description={t('admin.audit.description')}
      />
      <AuditFiltersBar value={filters} onChange={setFilters} />
      {log.isPending ? (
        <LoadingBlock />
      ) : log.isError ? (
        <ErrorBlock message={translateError(log.error)} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyBlock>{t('admin.audit.empty')}</EmptyBlock>
      ) : (
        // A 600 px high scrolling table; the header row stays visible while scrolling.
        <div
          ref={scroller}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the 600 px scrolling log must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className="h-[600px] overflow-auto rounded-xl border bg-card shadow-sm [&_[data-slot=table-container]]:overflow-visible"
        >
          <Table>
            <TableHeader className="sticky top-0 z-10 bg-muted shadow-[0_1px_0_var(--color-border)]">
              <TableRow>
                <TableHead>{t('admin.audit.timestamp')}</TableHead>
                <TableHead>{t('admin.audit.user')}</TableHead>
                <TableHead>{t('admin.audit.action')}</TableHead>
                <TableHead>{t('admin.audit.descriptionColumn')}</TableHead>
                <TableHead>{t('admin.audit.ip')}</TableHead>
                <TableHead>{t('admin.audit.severityLabel')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((entry) => {
                const Icon = actionIcon(entry.action);
                return (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      <time dateTime={entry.created_at} className="grid">
                        <span>{format.date(entry.created_at)}</span>
                        <span className="text-muted-foreground text-xs">
                          {format.time(entry.created_at, { seconds: true })}
                        </span>
                      </time>
                    </TableCell>
                    {/* Long e-mails are cut (full text on hover) so the log fits its card. */}
                    <TableCell className="max-w-52">
                      {entry.user_id === null ? (
                        <span className="text-muted-foreground italic">
                          {t('admin.audit.system')}
                        </span>
                      ) : entry.user_email ? (
                        <span className="block truncate" title={entry.user_email}>
                          {entry.user_email}
                        </span>
                      ) : (
                        <span className="text-muted-foreground italic">
                          {t('admin.audit.deletedUser')}
                        </span>
                      )}
                    </TableCell>
                    <TableCell>
                      <span className="flex min-w-44 items-center gap-2">
                        <Icon
                          className="size-4 shrink-0 text-muted-foreground"
                          aria-hidden="true"
                        />
                        <span className="grid">
                          <span>{actionLabel(entry.action)}</span>
                          <code className="text-muted-foreground text-xs">{entry.action}</code>
                        </span>
                      </span>
                    </TableCell>
                    {/* The sentence in the viewer's language; the ids behind it under Details. */}
                    <TableCell className="min-w-48 max-w-72 break-words">
                      <span className="block">{describe(entry)}</span>
                      <AuditDetails entry={entry} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap font-mono text-xs">
                      {entry.ip_address || dash}
                    </TableCell>
                    <TableCell>
                      <SeverityBadge severity={entry.severity} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <div ref={sentinel} className="flex justify-center p-3">
            {log.hasNextPage ? (
              // Also a button, for keyboards and browsers without IntersectionObserver.
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {log.isFetchingNextPage ? <Spinner className="text-current" /> : null}
                {t('admin.common.loadMore')}
              </Button>
            ) : (
              <p className="text-muted-foreground text-sm">
                {t('admin.audit.end', { count: entries.length })}
              </p>
            )}
          </div>
        </div>
      )}
    </AdminPage>
  );
}
