import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { api, translateError } from '../../../../lib/api';
import { QrLink } from '../shared/qr-link';
import type { AdminVisit } from './visits-api';

/** A visit's personal invitation link and its QR code, for the receipt. */
export function VisitInviteDialog({
  visit,
  onClose,
}: {
  visit: AdminVisit | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invite = useQuery({
    queryKey: ['admin', 'visits', visit?.id, 'invite'],
    queryFn: ({ signal }) =>
      api('GET /api/admin/visits/:id/invite', { params: { id: visit?.id ?? '' }, signal }),
    enabled: visit !== null,
  });
  return (
    <Dialog open={visit !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('ops.invite.title', { code: visit?.visit_code ?? '' })}</DialogTitle>
          <DialogDescription>{t('ops.invite.hint')}</DialogDescription>
        </DialogHeader>
        {invite.data ? (
          <QrLink url={invite.data.url} fileName={`visit-${visit?.visit_code ?? ''}`} />
        ) : invite.isError ? (
          <p role="alert">{translateError(invite.error)}</p>
        ) : (
          <Spinner label={t('ops.invite.loading')} />
        )}
      </DialogContent>
    </Dialog>
  );
}
