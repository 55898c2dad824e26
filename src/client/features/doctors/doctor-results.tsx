import { DOCTOR_PAGE_SIZES, type DoctorPageSize } from '@shared/constants';
import { SearchX } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../../components/deferred-select';
import { DoctorCard } from '../../components/doctors/doctor-card';
import { DOCTOR_GRID, DoctorGridSkeleton } from '../../components/doctors/doctor-card-skeleton';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PagePart } from '../../components/page-part';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';
import type { useDoctorList } from './api';
import type { ListChange } from './doctor-filters';
import { DoctorPagination } from './doctor-pagination';
import {
  type DoctorListParams,
  hasActiveFilters,
  serializeListParams,
  updateListParams,
} from './list-params';
import '../../i18n/features/doctors';

interface DoctorResultsProps {
  params: DoctorListParams;
  list: ReturnType<typeof useDoctorList>;
  onChange: ListChange;
  onClearFilters: () => void;
}

function queryString(params: DoctorListParams): string {
  const search = serializeListParams(params).toString();
  return search ? `?${search}` : '';
}

/** Result count, page size, the card grid (or its loading, empty and error states), pages. */
export function DoctorResults({ params, list, onChange, onClearFilters }: DoctorResultsProps) {
  const { t } = useTranslation();
  const pageSizeId = useId();
  const top = useRef<HTMLElement>(null);
  const data = list.data;
  const pageCount = data ? Math.ceil(data.total / data.page_size) : 0;
  const listSearch = queryString(params);

  const toTopOfResults = () => {
    const section = top.current;
    if (!section) return;
    // Focus follows the view, so keyboard and screen-reader users start at the new cards.
    section.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  let body: ReactNode;
  if (list.isPending) {
    body = <DoctorGridSkeleton />;
  } else if (list.isError && !data) {
    body = (
      <LoadErrorAlert
        title={t('doctors.errorLoadingDoctors')}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!data || data.items.length === 0) {
    body = (
      <EmptyState icon={SearchX} className="py-14">
        <p className="font-semibold text-foreground text-lg">{t('doctors.list.noDoctorsFound')}</p>
        <p className="text-muted-foreground">{t('doctors.list.tryDifferentFilters')}</p>
        {hasActiveFilters(params) ? (
          <Button variant="outline" onClick={onClearFilters} className="mt-2">
            {t('doctors.list.clearFilters')}
          </Button>
        ) : null}
      </EmptyState>
    );
  } else {
    body = (
      <ul
        className={cn(DOCTOR_GRID, list.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={list.isPlaceholderData || undefined}
      >
        {data.items.map((doctor, index) => (
          <li key={doctor.id}>
            <PagePart>
              <DoctorCard
                doctor={doctor}
                headingLevel="h3"
                listSearch={listSearch}
                prominent={index === 0}
              />
            </PagePart>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      ref={top}
      tabIndex={-1}
      aria-labelledby={`${pageSizeId}-heading`}
      className="flex scroll-mt-24 flex-col gap-5 outline-none"
    >
      <h2 id={`${pageSizeId}-heading`} className="sr-only">
        {t('doctors.list.resultsLabel')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Announced politely after each search or filter change. */}
        <div aria-live="polite" aria-atomic="true" className="min-h-6 font-medium text-foreground">
          {data ? (
            t('doctors.list.resultCount', { count: data.total })
          ) : list.isPending ? (
            <Skeleton className="h-5 w-40" />
          ) : null}
        </div>
        {/* On phones the select's value ('12 / trang') names itself; screen readers keep the label. */}
        <div className="flex items-center gap-2">
          <Label
            htmlFor={pageSizeId}
            className="whitespace-nowrap text-muted-foreground max-sm:sr-only"
          >
            {t('doctors.list.pageSizeLabel')}
          </Label>
          <DeferredSelect
            id={pageSizeId}
            className="w-34"
            value={String(params.page_size)}
            onValueChange={(value) => onChange({ page_size: Number(value) as DoctorPageSize })}
            options={DOCTOR_PAGE_SIZES.map((size) => ({
              value: String(size),
              label: t('doctors.list.pageSizeOption', { count: size }),
            }))}
          />
        </div>
      </div>
      {body}
      <DoctorPagination
        page={params.page}
        pageCount={pageCount}
        hrefFor={(page) => `/doctors${queryString(updateListParams(params, { page }))}`}
        onNavigate={toTopOfResults}
      />
    </section>
  );
}
