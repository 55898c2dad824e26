import type { Clinic } from '@shared/admin';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { AddLink, ListSkeleton, NoResults, Results } from '../../../components/admin/list-parts';
import { QueryError } from '../../../components/admin/query-error';
import { SearchField } from '../../../components/admin/search-input';
import { searchable } from '../../../components/admin/text-search';
import { PageHeader } from '../../../components/page-header';
import { useFormatters } from '../../../lib/format';
import { useAdminClinics } from './api';
import { ClinicTable } from './clinic-table';
import { DeleteClinicDialog } from './delete-clinic-dialog';

/** Filters by name, address or city, ignoring case and Vietnamese accents. */
function matches(clinic: Clinic, needle: string): boolean {
  if (!needle) return true;
  return [clinic.name, clinic.address, clinic.city].some((text) =>
    searchable(text).includes(needle),
  );
}

export function ClinicListPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const clinics = useAdminClinics();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const [toDelete, setToDelete] = useState<Clinic | null>(null);

  const needle = searchable(q);
  const shown = useMemo(
    () => (clinics.data ?? []).filter((clinic) => matches(clinic, needle)),
    [clinics.data, needle],
  );

  return (
    <AdminPage>
      <PageHeader
        title={t('admin.clinics.title')}
        description={t('admin.clinics.description')}
        actions={<AddLink to="/admin/clinics/new" label={t('admin.clinics.add')} />}
      />
      <SearchField
        id={`${id}-q`}
        className="max-w-xl"
        label={t('admin.clinics.search')}
        placeholder={t('admin.clinics.searchPlaceholder')}
        value={q}
        // Filtering is local and instant, so the address follows each keystroke (replaced).
        onChange={(value) => setSearch(value ? { q: value } : {}, { replace: true })}
      />

      {clinics.isPending ? (
        <ListSkeleton label={t('admin.clinics.loading')} rows={4} rowClassName="h-12" />
      ) : clinics.isError ? (
        <QueryError title={t('admin.clinics.errorLoadingClinics')} query={clinics} />
      ) : shown.length === 0 ? (
        <NoResults title={q ? t('admin.clinics.noMatches') : t('admin.clinics.empty')} />
      ) : (
        <Results
          label={t('admin.clinics.listLabel')}
          count={t('admin.clinics.count', {
            count: shown.length,
            formatted: format.number(shown.length),
          })}
        >
          <ClinicTable clinics={shown} onDelete={setToDelete} />
        </Results>
      )}
      <DeleteClinicDialog clinic={toDelete} onClose={() => setToDelete(null)} />
    </AdminPage>
  );
}
