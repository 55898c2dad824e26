import type { InsightChoices } from '@shared/insights';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/admin/option-select';
import type { InsightsFilters } from './filters';

interface InsightsFilterBarProps {
  filters: InsightsFilters;
  /** The viewer's clinics and doctors: the same in every report, absent while the first loads. */
  choices: InsightChoices | undefined;
  onChange: (next: InsightsFilters) => void;
}

export function InsightsFilterBar({ filters, choices, onChange }: InsightsFilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const doctors = choices?.doctors.filter(
    (d) => filters.clinicId === null || d.clinic_id === filters.clinicId,
  );
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[16rem_16rem]">
      <legend className="sr-only">{t('admin.insights.filters.label')}</legend>
      <FilterSelect
        id={`${id}-clinic`}
        label={t('admin.insights.filters.clinic')}
        value={filters.clinicId}
        // Another clinic has other doctors: the doctor filter starts over.
        onChange={(clinicId) => onChange({ clinicId, doctorId: null })}
        noneLabel={t('admin.insights.filters.allClinics')}
        options={(choices?.clinics ?? []).map((c) => ({ value: c.id, label: c.name }))}
        disabled={!choices}
      />
      <FilterSelect
        id={`${id}-doctor`}
        label={t('admin.insights.filters.doctor')}
        value={filters.doctorId}
        onChange={(doctorId) => onChange({ ...filters, doctorId })}
        noneLabel={t('admin.insights.filters.allDoctors')}
        options={(doctors ?? []).map((d) => ({ value: d.id, label: d.name }))}
        disabled={!choices}
      />
    </fieldset>
  );
}
