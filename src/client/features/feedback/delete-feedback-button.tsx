import { Trash2 } from 'lucide-react';
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
import { toast } from '../../lib/toast';
import { useDeleteMyFeedback } from './api';
import { feedbackErrorMessage } from './errors';

/** Withdraws feedback that is still awaiting moderation, after an explicit confirmation. */
export function DeleteFeedbackButton({ id, doctorName }: { id: string; doctorName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteMyFeedback();

  const confirm = () => {
    remove.mutate(id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('feedback.mine.deleted'));
      },
      onError: (error) => {
        setOpen(false);
        toast.error(t('feedback.mine.deleteError'), {
          description: feedbackErrorMessage(error, 'delete', t),
        });
      },
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('feedback.mine.deleteLabel', { name: doctorName })}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          {t('feedback.mine.delete')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('feedback.mine.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('feedback.mine.deleteDescription', { name: doctorName })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('common.cancel')}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server answers. */}
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner className="text-current" /> : null}
            {t('feedback.mine.deleteConfirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
