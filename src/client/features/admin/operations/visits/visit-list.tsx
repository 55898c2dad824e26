import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent } from '../../../../components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table';
import { translateError } from '../../../../lib/api';
import { useFormatters } from '../../../../lib/format';
import { Pager } from '../shared/pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../shared/screen-states';
import { SearchInput } from '../shared/search-input';
import { useDebouncedValue } from '../shared/use-debounced-value';
import { type AdminVisit, useVisits, VISITS_PAGE_SIZE } from './visits-api';

function VisitStatus({ visit }: { visit: AdminVisit }) {
  const { t } = useTranslation();
  if (visit.claimed) return <Badge variant="success">{t('ops.visits.status.claimed')}</Badge>;
  if (new Date(visit.expires_at).getTime() < Date.now()) {
    return <Badge variant="secondary">{t('ops.visits.status.expired')}</Badge>;
  }
  return <Badge variant="info">{t('ops.visits.status.open')}</Badge>;
}

/** Visits patients can review, searchable by visit code or phone number. */
export function VisitList() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const visits = useVisits(q, page);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <SearchInput
        label={t('ops.visits.searchLabel')}
        placeholder={t('ops.visits.searchPlaceholder')}
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
          message={t('ops.visits.loadError', { message: translateError(visits.error) })}
          onRetry={() => void visits.refetch()}
        />
      ) : visits.data.items.length === 0 ? (
        <EmptyBlock>{t('ops.visits.empty')}</EmptyBlock>
      ) : (
        <Card className="gap-0 py-0">
          <CardContent className="px-0">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('ops.visits.code')}</TableHead>
                  <TableHead>{t('ops.visits.phone')}</TableHead>
                  <TableHead>{t('ops.visits.date')}</TableHead>
                  <TableHead>{t('ops.visits.doctors')}</TableHead>
                  <TableHead>{t('ops.visits.clinic')}</TableHead>
                  <TableHead>{t('ops.visits.statusLabel')}</TableHead>
                  <TableHead>{t('ops.visits.expires')}</TableHead>
                  <TableHead>{t('ops.visits.source')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {visits.data.items.map((visit) => (
                  <TableRow key={visit.id}>
                    <TableCell className="font-mono font-semibold tracking-wider">
                      {visit.visit_code}
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">{visit.phone}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {format.date(`${visit.visit_date}T00:00:00`)}
                    </TableCell>
                    <TableCell className="min-w-44">
                      {visit.doctors.length > 0 ? visit.doctors.join(', ') : t('ops.common.dash')}
                    </TableCell>
                    <TableCell className="min-w-44">
                      {visit.clinic ?? t('ops.common.dash')}
                    </TableCell>
                    <TableCell>
                      <VisitStatus visit={visit} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {format.date(visit.expires_at)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {i18n.exists(`ops.visits.sources.${visit.source}`)
                        ? t(`ops.visits.sources.${visit.source}`)
                        : visit.source}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
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
