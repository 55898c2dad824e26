import type { AdminDoctor } from '@shared/admin';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { translateError } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDeleteDoctor } from './api';

interface DeleteDoctorDialogProps {
  /** The doctor to delete; null keeps the dialog closed. */
  doctor: Pick<AdminDoctor, 'id' | 'name' | 'feedback_count'> | null;
  onClose: () => void;
}

/** Asks before deleting, and says plainly that the doctor's feedback goes with them. */
export function DeleteDoctorDialog({ doctor, onClose }: DeleteDoctorDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteDoctor();

  const confirm = () => {
    if (!doctor) return;
    remove.mutate(doctor.id, {
      onSuccess: () => {
        toast.success(t('admin.doctors.doctorDeleted'), {
          description: t('admin.doctors.doctorDeletedDescription', { name: doctor.name }),
        });
        onClose();
      },
      onError: (error) => {
        toast.error(t('admin.doctors.errorDeletingDoctor'), { description: translateError(error) });
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={doctor !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.doctors.deleteTitle')}
      description={
        <>
          <p>{t('admin.doctors.deleteConfirm', { name: doctor?.name ?? '' })}</p>
          {doctor && doctor.feedback_count > 0 ? (
            <p className="font-medium text-destructive">
              {t('admin.doctors.deleteFeedbackWarning', { count: doctor.feedback_count })}
            </p>
          ) : null}
          <p>{t('admin.doctors.deleteIrreversible')}</p>
        </>
      }
      confirmLabel={t('admin.doctors.deleteAction')}
      confirmIcon={<Trash2 aria-hidden="true" />}
      onConfirm={confirm}
      pending={remove.isPending}
      destructive
    />
  );
}
