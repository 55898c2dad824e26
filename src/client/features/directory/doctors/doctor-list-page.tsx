import type { AdminDoctor } from '@shared/admin';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { AddLink, ListSkeleton, NoResults, Results } from '../../../components/admin/list-parts';
import { FilterSelect } from '../../../components/admin/option-select';
import { QueryError } from '../../../components/admin/query-error';
import { SearchField } from '../../../components/admin/search-input';
import { useUrlFilters } from '../../../components/admin/use-url-filters';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { useFormatters } from '../../../lib/format';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';
import { useAdminDoctors } from './api';
import { DeleteDoctorDialog } from './delete-doctor-dialog';
import { useDoctorStatusOptions } from './doctor-status';
import { DoctorTable } from './doctor-table';
import { type DoctorListFilters, filtersFromSearch, filtersToSearch } from './list-filters';

export function AdminDoctorListPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const [filters, setFilters] = useUrlFilters(filtersFromSearch, filtersToSearch);
  const doctors = useAdminDoctors(filters);
  const statusOptions = useDoctorStatusOptions();
  const [toDelete, setToDelete] = useState<AdminDoctor | null>(null);

  // Any change of search or status starts again at page 1; only paging adds a history entry.
  const update = (patch: Partial<DoctorListFilters>) =>
    setFilters({ ...filters, page: 1, ...patch }, { replace: !('page' in patch) });
  const { draft, setDraft } = useDebouncedDraft(filters.q, (q) => update({ q }), {
    delayMs: 300,
    normalize: (value) => value.trim(),
  });

  const data = doctors.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <AdminPage>
      <PageHeader
        title={t('admin.doctors.title')}
        description={t('admin.doctors.description')}
        actions={<AddLink to="/admin/doctors/new" label={t('admin.doctors.add')} />}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <SearchField
          id={`${id}-q`}
          label={t('admin.doctors.search')}
          placeholder={t('admin.doctors.searchPlaceholder')}
          value={draft}
          onChange={setDraft}
        />
        <FilterSelect
          id={`${id}-status`}
          label={t('admin.doctors.statusFilter')}
          value={filters.status}
          onChange={(status) => update({ status })}
          noneLabel={t('admin.doctors.allStatuses')}
          options={statusOptions}
        />
      </div>

      {doctors.isPending ? (
        <ListSkeleton label={t('admin.doctors.loading')} rows={5} rowClassName="h-14" />
      ) : !data ? (
        <QueryError title={t('admin.doctors.errorLoadingDoctors')} query={doctors} />
      ) : data.items.length === 0 ? (
        <NoResults
          title={t('admin.doctors.noDoctorsFound')}
          hint={filters.q || filters.status ? t('admin.doctors.tryDifferent') : undefined}
        />
      ) : (
        <Results
          label={t('admin.doctors.listLabel')}
          count={t('admin.doctors.count', {
            count: data.total,
            formatted: format.number(data.total),
          })}
          busy={doctors.isPlaceholderData}
        >
          <DoctorTable doctors={data.items} onDelete={setToDelete} />
          <DoctorPager
            page={filters.page}
            pageCount={pageCount}
            onPageChange={(page) => update({ page })}
          />
        </Results>
      )}
      <DeleteDoctorDialog doctor={toDelete} onClose={() => setToDelete(null)} />
    </AdminPage>
  );
}

interface DoctorPagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous / next under the table; hidden when everything fits on one page. */
function DoctorPager({ page, pageCount, onPageChange }: DoctorPagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={t('admin.doctors.pagination')}
      className="flex items-center justify-between gap-2"
    >
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        {t('admin.doctors.previous')}
      </Button>
      <span className="text-sm">{t('admin.doctors.pageOf', { page, count: pageCount })}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {t('admin.doctors.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
