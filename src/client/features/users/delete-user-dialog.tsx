import type { AdminUser } from '@shared/admin';
import type { CloseAccountReviews } from '@shared/privacy';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { Label } from '../../components/ui/label';
import { toast } from '../../lib/toast';
import { useDeleteUser, userErrorMessage } from './api';

const REVIEW_CHOICES: CloseAccountReviews[] = ['anonymise', 'remove'];

interface DeleteUserDialogProps {
  /** The account to delete; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deletes an account, asking what happens to its published reviews. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  // What happens to the person's published reviews, as when they close the account themselves.
  const [reviews, setReviews] = useState<CloseAccountReviews>('anonymise');
  const choicesId = useId();
  const remove = useDeleteUser();

  const confirm = () => {
    if (!user) return;
    remove.mutate(
      { id: user.id, reviews },
      {
        onSuccess: () => {
          toast.success(t('admin.users.delete.deleted'));
          onClose();
          onDeleted();
        },
        onError: (error) => {
          toast.error(t('admin.users.delete.errorDeleting'), {
            description: userErrorMessage(error),
          });
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.users.delete.title')}
      description={
        <>
          <p>
            <Trans
              i18nKey="admin.users.delete.question"
              values={{ email: user?.email ?? '' }}
              components={{ strong: <strong className="text-foreground" /> }}
            />
          </p>
          <p>{t('admin.users.delete.explanation')}</p>
          <fieldset className="flex flex-col gap-2 pt-1">
            <legend className="pb-1 font-medium text-foreground">
              {t('admin.users.delete.reviewsLegend')}
            </legend>
            {REVIEW_CHOICES.map((choice) => (
              <div key={choice} className="flex items-start gap-3">
                <input
                  type="radio"
                  id={`${choicesId}-${choice}`}
                  name={`${choicesId}-reviews`}
                  checked={reviews === choice}
                  onChange={() => setReviews(choice)}
                  className="mt-1 size-4 accent-primary"
                />
                <Label htmlFor={`${choicesId}-${choice}`} className="font-normal leading-snug">
                  {t(`admin.users.delete.${choice}`)}
                </Label>
              </div>
            ))}
          </fieldset>
        </>
      }
      confirmLabel={t('admin.users.delete.confirm')}
      onConfirm={confirm}
      pending={remove.isPending}
      destructive
    />
  );
}
