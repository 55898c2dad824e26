import type { Clinic } from '@shared/admin';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { translateError } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { isClinicHasDoctors, useDeleteClinic } from './api';

interface DeleteClinicDialogProps {
  clinic: Pick<Clinic, 'id' | 'name' | 'doctor_count'> | null;
  onClose: () => void;
}

/**
 * Asks before deleting. A clinic with doctors cannot be deleted (the server answers 409); the
 * dialog says so before and after trying, and what to do instead.
 */
export function DeleteClinicDialog({ clinic, onClose }: DeleteClinicDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteClinic();
  const [hasDoctors, setHasDoctors] = useState(false);
  const blocked = hasDoctors || (clinic?.doctor_count ?? 0) > 0;
  const name = clinic?.name ?? '';

  const close = () => {
    setHasDoctors(false);
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!clinic) return;
    remove.mutate(clinic.id, {
      onSuccess: () => {
        toast.success(t('admin.clinics.clinicDeleted'));
        close();
      },
      onError: (error) => {
        if (isClinicHasDoctors(error)) {
          setHasDoctors(true);
          return;
        }
        toast.error(t('admin.clinics.errorDeletingClinic'), { description: translateError(error) });
      },
    });
  };

  return (
    <ConfirmDialog
      open={clinic !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('admin.clinics.deleteTitle')}
      description={
        <p>
          {blocked
            ? t('admin.clinics.cannotDelete', { name })
            : t('admin.clinics.deleteConfirm', { name })}
        </p>
      }
      notice={
        blocked ? (
          <Alert variant="warning" role="alert">
            <TriangleAlert aria-hidden="true" />
            <AlertDescription>{t('admin.clinics.clinicHasDoctors')}</AlertDescription>
          </Alert>
        ) : null
      }
      canConfirm={!blocked}
      confirmLabel={t('admin.clinics.deleteAction')}
      confirmIcon={<Trash2 aria-hidden="true" />}
      onConfirm={confirm}
      pending={remove.isPending}
      destructive
    />
  );
}
