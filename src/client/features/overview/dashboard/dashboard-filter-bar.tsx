import { DASHBOARD_RANGES } from '@shared/admin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClinicOptions } from '../../../components/admin/api';
import { FilterSelect } from '../../../components/admin/option-select';
import { SearchField } from '../../../components/admin/search-input';
import { useDebouncedDraft } from '../../../lib/use-debounced-draft';
import type { DashboardFilters } from './filters';

interface DashboardFilterBarProps {
  filters: DashboardFilters;
  onChange: (patch: Partial<DashboardFilters>) => void;
}

export function DashboardFilterBar({ filters, onChange }: DashboardFilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const clinics = useClinicOptions();
  const { draft, setDraft } = useDebouncedDraft(filters.q, (q) => onChange({ q }), {
    delayMs: 400,
    normalize: (value) => value.trim(),
  });

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[12rem_16rem_1fr]">
      <legend className="sr-only">{t('admin.dashboard.filters.label')}</legend>
      <FilterSelect
        id={`${id}-range`}
        label={t('admin.dashboard.filters.range')}
        value={filters.range}
        onChange={(range) => (range ? onChange({ range }) : undefined)}
        options={DASHBOARD_RANGES.map((range) => ({
          value: range,
          label: t(`admin.dashboard.ranges.${range}`),
        }))}
      />
      <FilterSelect
        id={`${id}-clinic`}
        label={t('admin.dashboard.filters.clinic')}
        value={filters.clinicId}
        onChange={(clinicId) => onChange({ clinicId })}
        noneLabel={t('admin.dashboard.filters.allClinics')}
        options={(clinics.data ?? []).map((clinic) => ({ value: clinic.id, label: clinic.name }))}
        disabled={clinics.isPending}
      />
      <SearchField
        id={`${id}-q`}
        className="sm:col-span-2 lg:col-span-1"
        label={t('admin.dashboard.filters.doctor')}
        placeholder={t('admin.dashboard.filters.doctorPlaceholder')}
        value={draft}
        onChange={setDraft}
      />
    </fieldset>
  );
}
