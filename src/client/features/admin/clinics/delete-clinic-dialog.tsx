import type { Clinic } from '@shared/admin';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../../components/ui/alert';
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
    <AlertDialog
      open={clinic !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) close();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('admin.clinics.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {blocked
              ? t('admin.clinics.cannotDelete', { name: clinic?.name ?? '' })
              : t('admin.clinics.deleteConfirm', { name: clinic?.name ?? '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {blocked ? (
          <Alert variant="warning" role="alert">
            <TriangleAlert aria-hidden="true" />
            <AlertDescription>{t('admin.clinics.clinicHasDoctors')}</AlertDescription>
          </Alert>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>
            {blocked ? t('common.close') : t('common.cancel')}
          </AlertDialogCancel>
          {blocked ? null : (
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
              {t('admin.clinics.deleteAction')}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
