import { useTranslation } from 'react-i18next';
import { QrLink } from '../../../components/admin/qr-link';
import { SectionCard } from '../../../components/section-card';

/** The clinic-wide QR code for the waiting room: `/feedback?clinic=<id>` on this site. */
export function ClinicQrCard({ clinicId }: { clinicId: string }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}/feedback?clinic=${clinicId}`;
  return (
    <SectionCard title={t('admin.invite.clinicTitle')} description={t('admin.invite.clinicHint')}>
      <QrLink url={url} fileName={`clinic-${clinicId}`} />
    </SectionCard>
  );
}
