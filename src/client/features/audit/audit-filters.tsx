import { AUDIT_PREFIXES } from '@shared/admin';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/admin/option-select';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { type AuditFilters, NO_AUDIT_FILTERS } from './api';
import { SEVERITIES } from './audit-display';

interface AuditFiltersBarProps {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
}

export function AuditFiltersBar({ value, onChange }: AuditFiltersBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  const filtered = Object.values(value).some(Boolean);

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <legend className="sr-only">{t('admin.audit.filters')}</legend>
      <FilterSelect
        id={`${id}-severity`}
        label={t('admin.audit.severityLabel')}
        value={value.severity}
        onChange={(severity) => set({ severity: severity ?? '' })}
        noneLabel={t('admin.audit.allSeverities')}
        options={SEVERITIES.map((s) => ({ value: s, label: t(`admin.audit.severity.${s}`) }))}
      />
      <FilterSelect
        id={`${id}-action`}
        label={t('admin.audit.actionLabel')}
        value={value.actionPrefix}
        onChange={(prefix) => set({ actionPrefix: prefix ?? '' })}
        noneLabel={t('admin.audit.allActions')}
        options={AUDIT_PREFIXES.map((p) => ({ value: p, label: t(`admin.audit.prefixes.${p}`) }))}
      />
      <DateFilter
        id={`${id}-from`}
        label={t('admin.audit.from')}
        value={value.from}
        max={value.to}
        onChange={(from) => set({ from })}
      />
      <DateFilter
        id={`${id}-to`}
        label={t('admin.audit.to')}
        value={value.to}
        min={value.from}
        onChange={(to) => set({ to })}
      />
      <Button
        type="button"
        variant="outline"
        disabled={!filtered}
        onClick={() => onChange(NO_AUDIT_FILTERS)}
      >
        <RotateCcw aria-hidden="true" />
        {t('admin.audit.reset')}
      </Button>
    </fieldset>
  );
}

interface DateFilterProps {
  id: string;
  label: string;
  /** yyyy-mm-dd, or '' for no bound; likewise `min` and `max`. */
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}

/** One end of the period: the start cannot be after the end, nor the end before the start. */
function DateFilter({ id, label, value, min, max, onChange }: DateFilterProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
