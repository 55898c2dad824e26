import { useTranslation } from 'react-i18next';
import { QrLink } from '../../components/admin/qr-link';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { translateError } from '../../lib/api-errors';
import { type AdminVisit, useVisitInvite } from './api';

/** A visit's personal invitation link and its QR code, for the receipt. */
export function VisitInviteDialog({
  visit,
  onClose,
}: {
  visit: AdminVisit | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invite = useVisitInvite(visit?.id ?? null);
  return (
    <Dialog open={visit !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin.invite.title', { code: visit?.visit_code ?? '' })}</DialogTitle>
          <DialogDescription>{t('admin.invite.hint')}</DialogDescription>
        </DialogHeader>
        {invite.data ? (
          <QrLink url={invite.data.url} fileName={`visit-${visit?.visit_code ?? ''}`} />
        ) : invite.isError ? (
          <p role="alert">{translateError(invite.error)}</p>
        ) : (
          <Spinner label={t('admin.invite.loading')} />
        )}
      </DialogContent>
    </Dialog>
  );
}
