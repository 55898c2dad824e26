import type { AuditEntry } from '@shared/admin';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin/admin-page';
import { type Column, DataTable } from '../../components/admin/data-table';
import { LoadMoreButton } from '../../components/admin/load-more-button';
import { LoadStates } from '../../components/admin/load-states';
import { PageHeader } from '../../components/page-header';
import { useFormatters } from '../../lib/format';
import { type AuditFilters, NO_AUDIT_FILTERS, useAuditLog } from './api';
import { AuditDetails } from './audit-details';
import { actionIcon, SeverityBadge, useActionLabel, useAuditDescription } from './audit-display';
import { AuditFiltersBar } from './audit-filters';

/** /admin/settings/audit: who did what and when, newest first, loading more while scrolling. */
export function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const log = useAuditLog(filters);
  const entries = useMemo(() => log.data?.pages.flatMap((p) => p.items) ?? [], [log.data]);
  const columns = useAuditColumns();
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

  return (
    <AdminPage>
      <PageHeader title={t('admin.audit.title')} description={t('admin.audit.description')} />
      <AuditFiltersBar value={filters} onChange={setFilters} />
      <LoadStates
        query={log}
        isEmpty={() => entries.length === 0}
        emptyText={t('admin.audit.empty')}
      >
        {() => (
          // A 600 px high scrolling table; the header row stays visible while scrolling.
          <div
            ref={scroller}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the 600 px scrolling log must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
            className="h-[600px] overflow-auto rounded-xl border bg-card shadow-sm [&_[data-slot=table-container]]:overflow-visible"
          >
            <DataTable
              rows={entries}
              rowKey={(entry) => entry.id}
              columns={columns}
              headerClassName="sticky top-0 z-10 bg-muted shadow-[0_1px_0_var(--color-border)]"
            />
            <div ref={sentinel} className="flex justify-center p-3">
              {log.hasNextPage ? (
                // Also a button, for keyboards and browsers without IntersectionObserver.
                <LoadMoreButton query={log} size="sm" />
              ) : (
                <p className="text-muted-foreground text-sm">
                  {t('admin.audit.end', { count: entries.length })}
                </p>
              )}
            </div>
          </div>
        )}
      </LoadStates>
    </AdminPage>
  );
}

function useAuditColumns(): Column<AuditEntry>[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const actionLabel = useActionLabel();
  const describe = useAuditDescription();
  return [
    {
      key: 'time',
      header: t('admin.audit.timestamp'),
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (entry) => (
        <time dateTime={entry.created_at} className="grid">
          <span>{format.date(entry.created_at)}</span>
          <span className="text-muted-foreground text-xs">
            {format.time(entry.created_at, { seconds: true })}
          </span>
        </time>
      ),
    },
    {
      key: 'user',
      header: t('admin.audit.user'),
      // Long e-mails are cut (full text on hover) so the log fits its card.
      cellClassName: 'max-w-52',
      cell: (entry) =>
        entry.user_id === null ? (
          <span className="text-muted-foreground italic">{t('admin.audit.system')}</span>
        ) : entry.user_email ? (
          <span className="block truncate" title={entry.user_email}>
            {entry.user_email}
          </span>
        ) : (
          <span className="text-muted-foreground italic">{t('admin.audit.deletedUser')}</span>
        ),
    },
    {
      key: 'action',
      header: t('admin.audit.action'),
      cell: (entry) => {
        const Icon = actionIcon(entry.action);
        return (
          <span className="flex min-w-44 items-center gap-2">
            <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="grid">
              <span>{actionLabel(entry.action)}</span>
              <code className="text-muted-foreground text-xs">{entry.action}</code>
            </span>
          </span>
        );
      },
    },
    {
      key: 'description',
      header: t('admin.audit.descriptionColumn'),
      // The sentence in the viewer's language; the ids behind it under Details.
      cellClassName: 'min-w-48 max-w-72 break-words',
      cell: (entry) => (
        <>
          <span className="block">{describe(entry)}</span>
          <AuditDetails entry={entry} />
        </>
      ),
    },
    {
      key: 'ip',
      header: t('admin.audit.ip'),
      cellClassName: 'whitespace-nowrap font-mono text-xs',
      cell: (entry) =>
        entry.ip_address || <span className="text-muted-foreground">{t('admin.common.dash')}</span>,
    },
    {
      key: 'severity',
      header: t('admin.audit.severityLabel'),
      cell: (entry) => <SeverityBadge severity={entry.severity} />,
    },
  ];
}
