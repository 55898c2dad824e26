import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClinicOptions } from '../../components/admin/api';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { useStaffClinics } from './api';

interface StaffClinicsFieldProps {
  userId: string;
  value: string[] | null;
  onChange: (ids: string[]) => void;
}

/** Checkboxes of the clinics; none ticked means the staff member works chain-wide. */
export function StaffClinicsField({ userId, value, onChange }: StaffClinicsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const saved = useStaffClinics(userId);
  const clinics = useClinicOptions();
  useEffect(() => {
    if (value === null && saved.data) onChange(saved.data);
  }, [saved.data, value, onChange]);
  const chosen = value ?? [];
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 font-medium text-sm">{t('admin.users.clinics.label')}</legend>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {t('admin.users.clinics.hint')}
      </p>
      <div className="grid max-h-48 gap-2 overflow-y-auto">
        {(clinics.data ?? []).map((clinic) => (
          <div key={clinic.id} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${clinic.id}`}
              checked={chosen.includes(clinic.id)}
              disabled={value === null}
              onCheckedChange={(checked) =>
                onChange(
                  checked === true ? [...chosen, clinic.id] : chosen.filter((c) => c !== clinic.id),
                )
              }
            />
            <Label htmlFor={`${id}-${clinic.id}`} className="font-normal">
              {clinic.name}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
