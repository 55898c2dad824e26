import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { api } from '../../../lib/api';
import { adminKeys } from '../common/query-keys';
import { useClinicOptions } from '../visits/api';

/** The clinics a staff member works for, as saved. */
export function useStaffClinics(userId: string | null) {
  return useQuery({
    queryKey: adminKeys.staffClinics(userId ?? ''),
    queryFn: ({ signal }) =>
      api('GET /api/admin/users/:id/clinics', { params: { id: userId ?? '' }, signal }),
    enabled: userId !== null,
    select: (data) => data.clinics.map((c) => c.id),
  });
}

export const saveStaffClinics = (userId: string, clinicIds: string[]) =>
  api('PUT /api/admin/users/:id/clinics', {
    params: { id: userId },
    body: { clinic_ids: clinicIds },
  });

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
