import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../i18n/features/journey';
import { fetchClinic } from './api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/feedback?clinic=<id>` (the clinic's QR code): names the clinic the patient is reviewing, so
 * they know they are in the right place. An unknown id shows nothing.
 */
export function PreselectedClinic({ clinicId }: { clinicId: string }) {
  const { t } = useTranslation();
  const valid = UUID.test(clinicId);
  const clinic = useQuery({
    queryKey: ['clinics', 'detail', clinicId],
    queryFn: ({ signal }) => fetchClinic(clinicId, signal),
    enabled: valid,
    retry: false,
  });
  if (!clinic.data) return null;
  return (
    <p className="flex items-center gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm">
      <Building2 className="size-4 text-primary" aria-hidden="true" />
      {t('journey.clinicQr.notice', { name: clinic.data.name })}
    </p>
  );
}
