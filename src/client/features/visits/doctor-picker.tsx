import type { AdminDoctor } from '@shared/admin';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useSpecialtyName } from '../../lib/localized';
import { cn } from '../../lib/utils';

/** Lower-case without Vietnamese accents, so "nguyen" finds "Nguyễn" and "d" finds "đ". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();
}

interface DoctorPickerProps {
  doctors: AdminDoctor[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** Doctors of this clinic are listed first. */
  clinicId?: string;
  invalid?: boolean;
  describedBy?: string;
}

/** A multi-select of doctors as a filterable checkbox list: clear with a keyboard and at 390 px. */
export function DoctorPicker({
  doctors,
  value,
  onChange,
  clinicId,
  invalid = false,
  describedBy,
}: DoctorPickerProps) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = fold(filter.trim());
    return doctors
      .filter(
        (d) =>
          !needle ||
          fold(`${d.name} ${d.specialty.name_vi} ${d.specialty.name_en} ${d.clinic}`).includes(
            needle,
          ),
      )
      .sort(
        (a, b) =>
          Number(b.clinic_id === clinicId) - Number(a.clinic_id === clinicId) ||
          a.name.localeCompare(b.name, 'vi'),
      );
  }, [doctors, filter, clinicId]);
  const selected = new Set(value);

  const toggle = (doctorId: string, checked: boolean) =>
    onChange(checked ? [...value, doctorId] : value.filter((v) => v !== doctorId));

  return (
    <fieldset
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={cn('grid min-w-0 gap-2 rounded-md border p-3', invalid && 'border-destructive')}
    >
      <legend className="sr-only">{t('admin.visits.add.doctors')}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span aria-hidden="true" className="font-medium text-sm">
          {t('admin.visits.add.doctors')}
        </span>
        <span className="text-muted-foreground text-xs" aria-live="polite">
          {t('admin.visits.add.doctorsSelected', { count: value.length })}
        </span>
      </div>
      <Label htmlFor={`${id}-filter`} className="sr-only">
        {t('admin.visits.add.filterDoctors')}
      </Label>
      <Input
        id={`${id}-filter`}
        type="search"
        value={filter}
        placeholder={t('admin.visits.add.filterDoctors')}
        onChange={(e) => setFilter(e.target.value)}
        autoComplete="off"
      />
      <ul className="relative grid max-h-60 gap-1 overflow-y-auto">
        {shown.map((doctor) => {
          const checkboxId = `${id}-${doctor.id}`;
          return (
            <li key={doctor.id} className="flex items-start gap-3 rounded-md p-2 hover:bg-muted">
              <Checkbox
                id={checkboxId}
                checked={selected.has(doctor.id)}
                onCheckedChange={(checked) => toggle(doctor.id, checked === true)}
              />
              <Label htmlFor={checkboxId} className="grid cursor-pointer gap-1 font-normal">
                <span className="font-medium">{doctor.name}</span>
                <span className="text-muted-foreground text-xs">
                  {specialtyOf(doctor.specialty)}
                  {doctor.clinic ? ` · ${doctor.clinic}` : ''}
                </span>
              </Label>
            </li>
          );
        })}
        {shown.length === 0 ? (
          <li className="p-2 text-muted-foreground text-sm">{t('admin.visits.add.noDoctors')}</li>
        ) : null}
      </ul>
    </fieldset>
  );
}
