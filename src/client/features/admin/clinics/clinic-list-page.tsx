import type { Clinic } from '@shared/admin';
import { Plus, Search, SearchX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatters } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPage, PageHeader } from '../common/page-header';
import { QueryError } from '../common/query-error';
import { searchable } from '../common/text-search';
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
  useDocumentTitle(t('admin.clinics.title'));
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
        actions={
          <Button asChild>
            <Link to="/admin/clinics/new">
              <Plus aria-hidden="true" />
              {t('admin.clinics.add')}
            </Link>
          </Button>
        }
      />
      <div className="grid max-w-xl gap-2">
        <Label htmlFor={`${id}-q`}>{t('admin.clinics.search')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-9"
            value={q}
            maxLength={100}
            placeholder={t('admin.clinics.searchPlaceholder')}
            // Filtering is local and instant, so the address follows each keystroke (replaced).
            onChange={(event) =>
              setSearch(event.target.value ? { q: event.target.value } : {}, { replace: true })
            }
          />
        </div>
      </div>

      {clinics.isPending ? (
        <div role="status" aria-label={t('admin.clinics.loading')} className="grid gap-2">
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} className="h-12 w-full" />
          ))}
        </div>
      ) : clinics.isError ? (
        <QueryError
          title={t('admin.clinics.errorLoadingClinics')}
          error={clinics.error}
          onRetry={() => void clinics.refetch()}
          retrying={clinics.isFetching}
        />
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card p-10 text-center">
          <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">
            {q ? t('admin.clinics.noMatches') : t('admin.clinics.empty')}
          </p>
        </div>
      ) : (
        <section aria-label={t('admin.clinics.listLabel')} className="grid gap-3">
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {t('admin.clinics.count', {
              count: shown.length,
              formatted: format.number(shown.length),
            })}
          </p>
          <ClinicTable clinics={shown} onDelete={setToDelete} />
        </section>
      )}
      <DeleteClinicDialog clinic={toDelete} onClose={() => setToDelete(null)} />
    </AdminPage>
  );
}
