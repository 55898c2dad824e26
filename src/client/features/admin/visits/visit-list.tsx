import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
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
import { SEARCH_DEBOUNCE_MS } from '../../../lib/search-debounce';
import { Pager } from '../common/pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../common/screen-states';
import { SearchInput } from '../common/search-input';
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

/** Visits patients can review, searchable by visit code or phone number. */
export function VisitList() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const visits = useVisits(q, page);
  const [releasing, setReleasing] = useState<AdminVisit | null>(null);
  const [inviting, setInviting] = useState<AdminVisit | null>(null);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <SearchInput
        label={t('admin.visits.searchLabel')}
        placeholder={t('admin.visits.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {visits.isPending ? (
        <LoadingBlock />
      ) : visits.isError ? (
        <ErrorBlock
          message={t('admin.visits.loadError', { message: translateError(visits.error) })}
          onRetry={() => void visits.refetch()}
        />
      ) : visits.data.items.length === 0 ? (
        <EmptyBlock>{t('admin.visits.empty')}</EmptyBlock>
      ) : (
        <Card className="gap-0 py-0">
          <CardContent className="px-0">
            <Table>
              <TableHeader>
                <TableRow>
                  {/* Code and phone share a column, and source sits under the status, so the
                      table fits its card at 1280 px in both languages. */}
                  <TableHead className="whitespace-normal">
                    {t('admin.visits.codeAndPhone')}
                  </TableHead>
                  <TableHead>{t('admin.visits.date')}</TableHead>
                  <TableHead>{t('admin.visits.doctors')}</TableHead>
                  <TableHead>{t('admin.visits.clinic')}</TableHead>
                  <TableHead>{t('admin.visits.statusLabel')}</TableHead>
                  <TableHead>{t('admin.visits.expires')}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t('admin.visits.actions')}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {visits.data.items.map((visit) => (
                  <TableRow key={visit.id}>
                    <TableCell className="whitespace-nowrap">
                      <span className="grid">
                        <span className="font-mono font-semibold tracking-wider">
                          {visit.visit_code}
                        </span>
                        <span className="text-muted-foreground text-xs tabular-nums">
                          {visit.phone}
                        </span>
                      </span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {format.date(`${visit.visit_date}T00:00:00`)}
                    </TableCell>
                    <TableCell className="min-w-32">
                      {visit.doctors.length > 0 ? visit.doctors.join(', ') : t('admin.common.dash')}
                    </TableCell>
                    <TableCell className="min-w-32">
                      {visit.clinic ?? t('admin.common.dash')}
                    </TableCell>
                    <TableCell>
                      <span className="grid justify-items-start gap-1">
                        <VisitStatus visit={visit} />
                        <span className="whitespace-nowrap text-muted-foreground text-xs">
                          {i18n.exists(`admin.visits.sources.${visit.source}`)
                            ? t(`admin.visits.sources.${visit.source}`)
                            : visit.source}
                        </span>
                      </span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {format.date(visit.expires_at)}
                    </TableCell>
                    <TableCell>
                      {/* One above the other, so the table still fits its card at 1280 px. */}
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
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      <ReleaseVisitDialog visit={releasing} onClose={() => setReleasing(null)} />
      <VisitInviteDialog visit={inviting} onClose={() => setInviting(null)} />
      {visits.data ? (
        <Pager
          page={page}
          pageSize={VISITS_PAGE_SIZE}
          total={visits.data.total}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
