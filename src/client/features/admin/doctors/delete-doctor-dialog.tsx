import type { AdminDoctor } from '@shared/admin';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { translateError } from '../../../lib/api';
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
    <AlertDialog
      open={doctor !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('admin.doctors.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">
              <p>{t('admin.doctors.deleteConfirm', { name: doctor?.name ?? '' })}</p>
              {doctor && doctor.feedback_count > 0 ? (
                <p className="font-medium text-destructive">
                  {t('admin.doctors.deleteFeedbackWarning', { count: doctor.feedback_count })}
                </p>
              ) : null}
              <p>{t('admin.doctors.deleteIrreversible')}</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              // Stay open until the server has answered.
              event.preventDefault();
              confirm();
            }}
          >
            {remove.isPending ? (
              <Spinner className="text-current" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            {t('admin.doctors.deleteAction')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
