import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagePart } from '../../components/page-part';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDoctorFacets, useDoctorList } from './api';
import { DoctorFilters, type ListChange } from './doctor-filters';
import { DoctorResults } from './doctor-results';
import {
  DEFAULT_LIST_PARAMS,
  parseListParams,
  serializeListParams,
  updateListParams,
} from './list-params';
import '../../i18n/features/doctors';

/**
 * /doctors. All of the list's state (search, filters, sort, page, page size) lives in the URL,
 * so a link reproduces the same results and the browser's Back button steps through them.
 */
export function DoctorListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('doctors.list.documentTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const list = useDoctorList(params);
  const facets = useDoctorFacets();

  const onChange = useCallback<ListChange>(
    (change, { replace = false } = {}) => {
      // Read the URL at the time of the change: a debounced search may land after other edits.
      setSearchParams(
        (current) => serializeListParams(updateListParams(parseListParams(current), change)),
        {
          replace,
          // The root layout scrolls to the top on navigation; a filter change should not.
          preventScrollReset: true,
        },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => {
    const { sort, page_size } = params;
    onChange({ ...DEFAULT_LIST_PARAMS, sort, page_size });
  }, [onChange, params]);

  // A stale link (or fewer results since) can point past the last page: go to the last one.
  const data = list.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const pastTheEnd = Boolean(data && !list.isPlaceholderData && params.page > lastPage);
  useEffect(() => {
    if (pastTheEnd) onChange({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, onChange]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="flex max-w-3xl flex-col gap-2">
        <h1 className="font-bold text-3xl text-foreground sm:text-4xl">
          {t('doctors.list.title')}
        </h1>
        <p className="text-muted-foreground sm:text-lg">{t('doctors.list.subtitle')}</p>
      </header>
      <section aria-label={t('doctors.list.filtersLabel')}>
        {/* The filters and each doctor's card are slices of the page's hydration. */}
        <PagePart>
          <DoctorFilters params={params} facets={facets.data} onChange={onChange} />
        </PagePart>
      </section>
      <DoctorResults
        params={params}
        list={list}
        onChange={onChange}
        onClearFilters={clearFilters}
      />
    </div>
  );
}
