import { useTranslation } from 'react-i18next';
import { useClinicOptions } from '../../components/admin/api';
import { translateError } from '../../lib/api-errors';
import { useDoctorOptions } from './api';

/**
 * Doctor and clinic ids, which CSV files and clinic systems must use; folded away until needed.
 * The ids are selectable text, so they can be copied into a spreadsheet.
 */
export function IdReference() {
  const { t } = useTranslation();
  const doctors = useDoctorOptions();
  const clinics = useClinicOptions();
  const failed = doctors.error ?? clinics.error;

  return (
    <details className="rounded-md border p-3 text-sm [&[open]>summary]:mb-3">
      <summary className="cursor-pointer font-medium">{t('admin.visits.ids.title')}</summary>
      {failed ? (
        <p className="text-destructive">{translateError(failed)}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <div className="grid gap-1">
            <h4 className="font-medium">{t('admin.visits.doctors')}</h4>
            <ul className="grid max-h-64 gap-1 overflow-y-auto">
              {(doctors.data ?? []).map((d) => (
                <li key={d.id} className="grid">
                  <span>{d.name}</span>
                  <code className="select-all break-all text-muted-foreground text-xs">{d.id}</code>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid content-start gap-1">
            <h4 className="font-medium">{t('admin.visits.clinic')}</h4>
            <ul className="grid max-h-64 gap-1 overflow-y-auto">
              {(clinics.data ?? []).map((c) => (
                <li key={c.id} className="grid">
                  <span>{c.name}</span>
                  <code className="select-all break-all text-muted-foreground text-xs">{c.id}</code>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </details>
  );
}
