import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/admin/data-table';
import { PagedSearchList } from '../../components/admin/paged-search-list';
import { useSearchPaging } from '../../components/admin/use-search-paging';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useFormatters } from '../../lib/format';
import { cn } from '../../lib/utils';
import { type AdminVisit, useVisits, VISITS_PAGE_SIZE } from './api';
import { ReleaseVisitDialog } from './release-visit-dialog';
import { VisitInviteDialog } from './visit-invite-dialog';

function VisitStatus({ visit }: { visit: AdminVisit }) {
  const { t } = useTranslation();
  if (visit.claimed) return <Badge variant="success">{t('admin.visits.status.claimed')}</Badge>;
  if (new Date(visit.expires_at).getTime() < Date.now()) {
    return <Badge variant="secondary">{t('admin.visits.status.expired')}</Badge>;
  }
  return <Badge variant="info">{t('admin.visits.status.open')}</Badge>;
}

/** Where the visit's invitation stands: "SMS reminder · delivered", "Opted out"… */
function InvitationLine({ visit }: { visit: AdminVisit }) {
  const { t } = useTranslation();
  const { invitation } = visit;
  if (!invitation) return null;
  const state = t(`admin.visits.invitation.state.${invitation.state}`);
  const text = invitation.channel
    ? t('admin.visits.invitation.line', {
        message: t(
          `admin.visits.invitation.${invitation.reminder ? 'reminder' : 'invitation'}.${invitation.channel}`,
        ),
        state,
      })
    : state;
  return (
    <span
      className={cn(
        'whitespace-nowrap text-xs',
        invitation.state === 'failed' ? 'text-destructive' : 'text-muted-foreground',
      )}
    >
      {text}
    </span>
  );
}

/** Visits patients can review, searchable by visit code or phone number. */
export function VisitList() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const paging = useSearchPaging();
  const visits = useVisits(paging.q, paging.page);
  const [releasing, setReleasing] = useState<AdminVisit | null>(null);
  const [inviting, setInviting] = useState<AdminVisit | null>(null);

  // Code and phone share a column, and source sits under the status, so the table fits its
  // card at 1280 px in both languages.
  const columns: Column<AdminVisit>[] = [
    {
      key: 'code',
      header: t('admin.visits.codeAndPhone'),
      className: 'whitespace-normal',
      cellClassName: 'whitespace-nowrap',
      cell: (visit) => (
        <span className="grid">
          <span className="font-mono font-semibold tracking-wider">{visit.visit_code}</span>
          <span className="text-muted-foreground text-xs tabular-nums">{visit.phone}</span>
        </span>
      ),
    },
    {
      key: 'date',
      header: t('admin.visits.date'),
      cellClassName: 'whitespace-nowrap',
      cell: (visit) => format.calendarDate(visit.visit_date),
    },
    {
      key: 'doctors',
      header: t('admin.visits.doctors'),
      cellClassName: 'min-w-32',
      cell: (visit) =>
        visit.doctors.length > 0 ? visit.doctors.join(', ') : t('admin.common.dash'),
    },
    {
      key: 'clinic',
      header: t('admin.visits.clinic'),
      cellClassName: 'min-w-32',
      cell: (visit) => visit.clinic ?? t('admin.common.dash'),
    },
    {
      key: 'status',
      header: t('admin.visits.statusLabel'),
      cell: (visit) => (
        <span className="grid justify-items-start gap-1">
          <VisitStatus visit={visit} />
          <span className="whitespace-nowrap text-muted-foreground text-xs">
            {i18n.exists(`admin.visits.sources.${visit.source}`)
              ? t(`admin.visits.sources.${visit.source}`)
              : visit.source}
          </span>
          <InvitationLine visit={visit} />
        </span>
      ),
    },
    {
      key: 'expires',
      header: t('admin.visits.expires'),
      cellClassName: 'whitespace-nowrap',
      cell: (visit) => format.date(visit.expires_at),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('admin.visits.actions')}</span>,
      // One above the other, so the table still fits its card at 1280 px.
      cell: (visit) => (
        <div className="flex flex-col items-stretch gap-2">
          <Button variant="outline" size="sm" onClick={() => setInviting(visit)}>
            {t('admin.invite.show')}
            <span className="sr-only"> {visit.visit_code}</span>
          </Button>
          {visit.claimed ? (
            <Button variant="outline" size="sm" onClick={() => setReleasing(visit)}>
              {t('admin.visits.release.action')}
              <span className="sr-only"> {visit.visit_code}</span>
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PagedSearchList
        paging={paging}
        query={visits}
        pageSize={VISITS_PAGE_SIZE}
        searchLabel={t('admin.visits.searchLabel')}
        searchPlaceholder={t('admin.visits.searchPlaceholder')}
        errorMessage={(message) => t('admin.visits.loadError', { message })}
        emptyText={t('admin.visits.empty')}
      >
        {(items) => <DataTable rows={items} rowKey={(visit) => visit.id} columns={columns} />}
      </PagedSearchList>
      <ReleaseVisitDialog visit={releasing} onClose={() => setReleasing(null)} />
      <VisitInviteDialog visit={inviting} onClose={() => setInviting(null)} />
    </div>
  );
}
