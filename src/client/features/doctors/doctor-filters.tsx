import { DOCTOR_SORTS, type DoctorSort, MIN_RATING_STEP, RATING_MAX } from '@shared/constants';
import type { DoctorFacets } from '@shared/doctors';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect, type SelectOptionGroup } from '../../components/deferred-select';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Slider } from '../../components/ui/slider';
import { useFormatters } from '../../lib/format';
import { useContentLanguage, useSpecialtyName } from '../../lib/localized';
import { useDebouncedDraft } from '../../lib/use-debounced-draft';
import { cn } from '../../lib/utils';
import {
  ALL,
  type DoctorListParams,
  locationValue,
  parseLocationValue,
  serializeListParams,
} from './list-params';
import '../../i18n/features/doctors';

export type ListChange = (
  change: Partial<DoctorListParams>,
  options?: { replace?: boolean },
) => void;

interface DoctorFiltersProps {
  params: DoctorListParams;
  facets: DoctorFacets | undefined;
  onChange: ListChange;
}

const trim = (value: string) => value.trim();

/** The filters a new search keeps: all but the words themselves and the page (back to 1). */
function keptFilters(params: DoctorListParams): URLSearchParams {
  return serializeListParams({ ...params, q: '', page: 1 });
}

/** Search, specialty, location, minimum rating and sort; every change lands in the URL. */
export function DoctorFilters({ params, facets, onChange }: DoctorFiltersProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const specialtyOf = useSpecialtyName();
  const language = useContentLanguage();
  const ids = useId();
  // Phones show the search box and fold the other four controls behind one button.
  const [moreOpen, setMoreOpen] = useState(false);
  const activeCount = [
    params.specialty,
    params.city ?? params.clinic_id,
    params.min_rating > 0,
    params.sort !== 'name',
  ].filter(Boolean).length;

  // Keystrokes replace the history entry: Back should leave the search, not undo one letter.
  const search = useDebouncedDraft(params.q, (q) => onChange({ q }, { replace: true }), {
    normalize: trim,
  });
  // Dragging or arrow-keying the slider commits once it rests, as one history entry.
  const rating = useDebouncedDraft(params.min_rating, (min_rating) => onChange({ min_rating }));

  const specialties = facets?.specialties ?? [];
  // A shared link may name a specialty no doctor has any more; keep it selectable and visible.
  const missingSpecialty =
    params.specialty && !specialties.some((s) => s.slug === params.specialty)
      ? params.specialty
      : null;
  const location = locationValue(params);
  const withCount = (label: string, count: number) =>
    t('doctors.list.optionWithCount', { label, count });
  const locationGroups: SelectOptionGroup[] = [
    {
      label: t('doctors.list.cities'),
      options: (facets?.cities ?? []).map((c) => ({
        value: `city:${c.value}`,
        label: withCount(c.value, c.count),
      })),
    },
    {
      label: t('doctors.list.clinics'),
      options: (facets?.clinics ?? []).map((c) => ({
        value: `clinic:${c.id}`,
        label: withCount(c.name, c.count),
      })),
    },
  ].filter((group) => group.options.length > 0);

  return (
    <div className="grid gap-4 rounded-xl border bg-surface p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-4">
      {/* Without JavaScript the browser submits it itself: a GET to the list, with the filters in
          force as hidden fields, so the server draws the results of the new search. */}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for Safari < 17 and jsdom */}
      <form
        role="search"
        action="/doctors"
        method="get"
        className="flex flex-col gap-2 sm:col-span-2 lg:col-span-4"
        onSubmit={(event) => {
          event.preventDefault();
          search.flush();
        }}
      >
        {[...keptFilters(params)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Label htmlFor={`${ids}-q`}>{t('doctors.list.searchLabel')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${ids}-q`}
            name="q"
            type="search"
            value={search.draft}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('doctors.list.searchPlaceholder')}
            onChange={(event) => search.setDraft(event.target.value)}
            className="bg-background pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {search.draft ? (
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              className="absolute top-1/2 right-0.5 -translate-y-1/2"
              aria-label={t('doctors.list.clearSearch')}
              onClick={() => search.setDraft('')}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </form>

      <Button
        type="button"
        variant="outline"
        className="bg-background sm:hidden"
        aria-expanded={moreOpen}
        aria-controls={`${ids}-more`}
        onClick={() => setMoreOpen((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {activeCount > 0
          ? t('doctors.list.moreFiltersActive', { count: activeCount })
          : t('doctors.list.moreFilters')}
      </Button>

      <div
        id={`${ids}-more`}
        className={cn(
          'grid gap-4 sm:col-span-2 sm:grid-cols-2 lg:col-span-4 lg:grid-cols-4',
          !moreOpen && 'max-sm:hidden',
        )}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${ids}-specialty`}>{t('doctors.list.specialtyLabel')}</Label>
          <DeferredSelect
            id={`${ids}-specialty`}
            className="bg-background"
            value={params.specialty ?? ALL}
            onValueChange={(value) => onChange({ specialty: value === ALL ? null : value })}
            options={[
              { value: ALL, label: t('doctors.list.allSpecialties') },
              ...(missingSpecialty ? [{ value: missingSpecialty, label: missingSpecialty }] : []),
              ...specialties
                .map((s) => ({ value: s.slug, label: withCount(specialtyOf(s), s.count) }))
                .sort((a, b) => a.label.localeCompare(b.label, language)),
            ]}
          />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={`${ids}-location`}>{t('doctors.list.locationLabel')}</Label>
          <DeferredSelect
            id={`${ids}-location`}
            className="bg-background"
            value={location}
            onValueChange={(value) => onChange(parseLocationValue(value))}
            options={[
              { value: ALL, label: t('doctors.list.allLocations') },
              ...(params.city && !facets?.cities.some((c) => c.value === params.city)
                ? [{ value: location, label: params.city }]
                : []),
            ]}
            groups={locationGroups}
            // Until the facets arrive a selected clinic has no name to show; the id would be noise.
            placeholder={t('common.loading')}
          />
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <Label id={`${ids}-rating-label`}>{t('doctors.list.minRatingLabel')}</Label>
            <output
              aria-labelledby={`${ids}-rating-label`}
              className="font-semibold text-primary text-sm leading-none tabular-nums"
            >
              {rating.draft > 0
                ? t('doctors.list.minRatingValue', { value: format.number(rating.draft) })
                : t('doctors.list.minRatingAny')}
            </output>
          </div>
          <Slider
            min={0}
            max={RATING_MAX}
            step={MIN_RATING_STEP}
            value={[rating.draft]}
            onValueChange={([value]) => rating.setDraft(value ?? 0)}
            thumbLabel={t('doctors.list.minRatingLabel')}
            // The kit's muted track nearly vanishes on this panel's tinted background.
            className="h-10 [&>span:first-child]:bg-input"
          />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={`${ids}-sort`}>{t('doctors.list.sortLabel')}</Label>
          <DeferredSelect
            id={`${ids}-sort`}
            className="bg-background"
            value={params.sort}
            onValueChange={(value) => onChange({ sort: value as DoctorSort })}
            options={DOCTOR_SORTS.map((sort) => ({
              value: sort,
              label: t(`doctors.list.sort.${sort}`),
            }))}
          />
        </div>
      </div>
    </div>
  );
}
