import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { QrLink } from '../common/qr-link';

/** The clinic-wide QR code for the waiting room: `/feedback?clinic=<id>` on this site. */
export function ClinicQrCard({ clinicId }: { clinicId: string }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}/feedback?clinic=${clinicId}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t('admin.invite.clinicTitle')}</CardTitle>
        <CardDescription>{t('admin.invite.clinicHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QrLink url={url} fileName={`clinic-${clinicId}`} />
      </CardContent>
    </Card>
  );
}
