import { DASHBOARD_RANGES } from '@shared/admin';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from 'use-debounce';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { useAdminClinics } from '../clinics/api';
import type { DashboardFilters, DashboardRange } from './filters';

/** Select items may not have an empty value, so "all clinics" has its own. */
const ALL_CLINICS = 'all';

interface DashboardFilterBarProps {
  filters: DashboardFilters;
  onChange: (patch: Partial<DashboardFilters>) => void;
}

export function DashboardFilterBar({ filters, onChange }: DashboardFilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const clinics = useAdminClinics();
  const [draft, setDraft] = useState(filters.q);
  const commitSearch = useDebouncedCallback((q: string) => onChange({ q: q.trim() }), 400);

  // The address changed on its own (back button): the box follows it.
  useEffect(() => {
    setDraft((current) => (current.trim() === filters.q ? current : filters.q));
  }, [filters.q]);

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[12rem_16rem_1fr]">
      <legend className="sr-only">{t('admin.dashboard.filters.label')}</legend>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-range`}>{t('admin.dashboard.filters.range')}</Label>
        <Select
          value={filters.range}
          onValueChange={(range) => onChange({ range: range as DashboardRange })}
        >
          <SelectTrigger id={`${id}-range`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DASHBOARD_RANGES.map((range) => (
              <SelectItem key={range} value={range}>
                {t(`admin.dashboard.ranges.${range}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-clinic`}>{t('admin.dashboard.filters.clinic')}</Label>
        <Select
          value={filters.clinicId ?? ALL_CLINICS}
          onValueChange={(value) => onChange({ clinicId: value === ALL_CLINICS ? null : value })}
          disabled={clinics.isPending}
        >
          <SelectTrigger id={`${id}-clinic`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_CLINICS}>{t('admin.dashboard.filters.allClinics')}</SelectItem>
            {clinics.data?.map((clinic) => (
              <SelectItem key={clinic.id} value={clinic.id}>
                {clinic.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>{t('admin.dashboard.filters.doctor')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={draft}
            placeholder={t('admin.dashboard.filters.doctorPlaceholder')}
            className="pl-9"
            maxLength={100}
            onChange={(event) => {
              setDraft(event.target.value);
              commitSearch(event.target.value);
            }}
          />
        </div>
      </div>
    </fieldset>
  );
}
