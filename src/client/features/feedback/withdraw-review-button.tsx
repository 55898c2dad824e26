import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { api, translateError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { myFeedbackQueryKey } from '../feedback/api';

/** Withdraws consent for a published review: it is removed at once, after a confirmation. */
export function WithdrawReviewButton({ id, doctorName }: { id: string; doctorName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => api('POST /api/me/feedback/:id/withdraw', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myFeedbackQueryKey }),
  });
  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('privacy.withdraw.done'));
      },
      onError: (error) => {
        setOpen(false);
        toast.error(t('privacy.withdraw.error'), { description: translateError(error) });
      },
    });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !withdraw.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('privacy.withdraw.label', { name: doctorName })}
        >
          <Undo2 aria-hidden="true" />
          {t('privacy.withdraw.action')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('privacy.withdraw.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('privacy.withdraw.description', { name: doctorName })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={withdraw.isPending}>{t('common.cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={withdraw.isPending}>
            {withdraw.isPending ? <Spinner className="text-current" /> : null}
            {t('privacy.withdraw.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
