import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../lib/api-errors';
import { useWithdrawMyReview } from './api';
import { ConfirmedActionButton } from './confirmed-action-button';
import '../../i18n/features/privacy';

/** Withdraws consent for a published review: it is removed at once, after a confirmation. */
export function WithdrawReviewButton({ id, doctorName }: { id: string; doctorName: string }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawMyReview();
  return (
    <ConfirmedActionButton
      icon={<Undo2 aria-hidden="true" />}
      label={t('privacy.withdraw.action')}
      ariaLabel={t('privacy.withdraw.label', { name: doctorName })}
      title={t('privacy.withdraw.title')}
      description={t('privacy.withdraw.description', { name: doctorName })}
      confirmLabel={t('privacy.withdraw.confirm')}
      pending={withdraw.isPending}
      onConfirm={(done) => withdraw.mutate(id, { onSuccess: done.success, onError: done.failure })}
      successMessage={t('privacy.withdraw.done')}
      errorMessage={t('privacy.withdraw.error')}
      describeError={translateError}
    />
  );
}
