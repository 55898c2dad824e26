import type { AdminDoctor } from '@shared/admin';
import { DOCTOR_STATUSES } from '@shared/constants';
import { ChevronLeft, ChevronRight, Plus, Search, SearchX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDebouncedCallback } from 'use-debounce';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatters } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';
import { AdminPage, PageHeader } from '../common/page-header';
import { QueryError } from '../common/query-error';
import { useAdminDoctors } from './api';
import { DeleteDoctorDialog } from './delete-doctor-dialog';
import { isDoctorStatus } from './doctor-status';
import { DoctorTable } from './doctor-table';
import { type DoctorListFilters, filtersFromSearch, filtersToSearch } from './list-filters';

const ALL_STATUSES = 'all';

export function AdminDoctorListPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  useDocumentTitle(t('admin.doctors.title'));
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const doctors = useAdminDoctors(filters);
  const [toDelete, setToDelete] = useState<AdminDoctor | null>(null);
  const [draft, setDraft] = useState(filters.q);

  // Any change of search or status starts again at page 1.
  const update = (patch: Partial<DoctorListFilters>) =>
    setSearch(filtersToSearch({ ...filters, page: 1, ...patch }), { replace: !('page' in patch) });
  const commitSearch = useDebouncedCallback((q: string) => update({ q: q.trim() }), 300);

  useEffect(() => {
    setDraft((current) => (current.trim() === filters.q ? current : filters.q));
  }, [filters.q]);

  const data = doctors.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <AdminPage>
      <PageHeader
        title={t('admin.doctors.title')}
        description={t('admin.doctors.description')}
        actions={
          <Button asChild>
            <Link to="/admin/doctors/new">
              <Plus aria-hidden="true" />
              {t('admin.doctors.add')}
            </Link>
          </Button>
        }
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-q`}>{t('admin.doctors.search')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-q`}
              type="search"
              className="pl-9"
              maxLength={100}
              value={draft}
              placeholder={t('admin.doctors.searchPlaceholder')}
              onChange={(event) => {
                setDraft(event.target.value);
                commitSearch(event.target.value);
              }}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-status`}>{t('admin.doctors.statusFilter')}</Label>
          <Select
            value={filters.status ?? ALL_STATUSES}
            onValueChange={(value) => update({ status: isDoctorStatus(value) ? value : null })}
          >
            <SelectTrigger id={`${id}-status`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_STATUSES}>{t('admin.doctors.allStatuses')}</SelectItem>
              {DOCTOR_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {t(`admin.doctors.status.${status}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {doctors.isPending ? (
        <div role="status" aria-label={t('admin.doctors.loading')} className="grid gap-2">
          {['a', 'b', 'c', 'd', 'e'].map((key) => (
            <Skeleton key={key} className="h-14 w-full" />
          ))}
        </div>
      ) : !data ? (
        <QueryError
          title={t('admin.doctors.errorLoadingDoctors')}
          error={doctors.error}
          onRetry={() => void doctors.refetch()}
          retrying={doctors.isFetching}
        />
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card p-10 text-center">
          <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">{t('admin.doctors.noDoctorsFound')}</p>
          {filters.q || filters.status ? (
            <p className="text-muted-foreground text-sm">{t('admin.doctors.tryDifferent')}</p>
          ) : null}
        </div>
      ) : (
        <section
          aria-label={t('admin.doctors.listLabel')}
          aria-busy={doctors.isPlaceholderData}
          className={cn('grid gap-3 transition-opacity', doctors.isPlaceholderData && 'opacity-60')}
        >
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {t('admin.doctors.count', { count: data.total, formatted: format.number(data.total) })}
          </p>
          <DoctorTable doctors={data.items} onDelete={setToDelete} />
          {pageCount > 1 ? (
            <nav
              aria-label={t('admin.doctors.pagination')}
              className="flex items-center justify-between gap-2"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => update({ page: filters.page - 1 })}
              >
                <ChevronLeft aria-hidden="true" />
                {t('admin.doctors.previous')}
              </Button>
              <span className="text-sm">
                {t('admin.doctors.pageOf', { page: filters.page, count: pageCount })}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page >= pageCount}
                onClick={() => update({ page: filters.page + 1 })}
              >
                {t('admin.doctors.next')}
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </section>
      )}
      <DeleteDoctorDialog doctor={toDelete} onClose={() => setToDelete(null)} />
    </AdminPage>
  );
}
