import { AUDIT_PREFIXES } from '@shared/admin';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { type AuditFilters, NO_AUDIT_FILTERS } from './api';
import { SEVERITIES } from './audit-display';

/** Radix Select items cannot have an empty value, so "no filter" has its own. */
const ANY = 'any';

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
      <div className="grid gap-2">
        <Label htmlFor={`${id}-severity`}>{t('admin.audit.severityLabel')}</Label>
        <Select
          value={value.severity || ANY}
          onValueChange={(v) => set({ severity: v === ANY ? '' : v })}
        >
          <SelectTrigger id={`${id}-severity`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('admin.audit.allSeverities')}</SelectItem>
            {SEVERITIES.map((s) => (
              <SelectItem key={s} value={s}>
                {t(`admin.audit.severity.${s}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-action`}>{t('admin.audit.actionLabel')}</Label>
        <Select
          value={value.actionPrefix || ANY}
          onValueChange={(v) => set({ actionPrefix: v === ANY ? '' : v })}
        >
          <SelectTrigger id={`${id}-action`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('admin.audit.allActions')}</SelectItem>
            {AUDIT_PREFIXES.map((p) => (
              <SelectItem key={p} value={p}>
                {t(`admin.audit.prefixes.${p}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-from`}>{t('admin.audit.from')}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-to`}>{t('admin.audit.to')}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
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
