import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeleteMyFeedback } from './api';
import { ConfirmedActionButton } from './confirmed-action-button';
import { feedbackErrorMessage } from './errors';
import '../../i18n/features/feedback';

/** Withdraws feedback that is still awaiting moderation, after an explicit confirmation. */
export function DeleteFeedbackButton({ id, doctorName }: { id: string; doctorName: string }) {
  const { t } = useTranslation();
  const remove = useDeleteMyFeedback();
  return (
    <ConfirmedActionButton
      icon={<Trash2 aria-hidden="true" />}
      label={t('feedback.mine.delete')}
      ariaLabel={t('feedback.mine.deleteLabel', { name: doctorName })}
      className="text-destructive hover:text-destructive"
      title={t('feedback.mine.deleteTitle')}
      description={t('feedback.mine.deleteDescription', { name: doctorName })}
      confirmLabel={t('feedback.mine.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={(done) => remove.mutate(id, { onSuccess: done.success, onError: done.failure })}
      successMessage={t('feedback.mine.deleted')}
      errorMessage={t('feedback.mine.deleteError')}
      describeError={(error) => feedbackErrorMessage(error, 'delete', t)}
    />
  );
}
