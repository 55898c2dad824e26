import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Shown on the confirm button, before its label, while no request runs. */
  confirmIcon?: ReactNode;
  /** A warning below the question, outside its description. */
  notice?: ReactNode;
  /** False when the action is known to be refused: no confirm button, and "Cancel" reads "Close". */
  canConfirm?: boolean;
  pending?: boolean;
  destructive?: boolean;
}

/**
 * A question that must be answered before an irreversible action. The confirm button is a plain
 * button (not AlertDialogAction), so the dialog stays open with a spinner until the request ends
 * and the caller closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  confirmIcon = null,
  notice,
  canConfirm = true,
  pending = false,
  destructive = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        {notice}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>
            {canConfirm ? t('common.cancel') : t('common.close')}
          </AlertDialogCancel>
          {canConfirm ? (
            <Button
              type="button"
              variant={destructive ? 'destructive' : 'default'}
              disabled={pending}
              onClick={onConfirm}
            >
              {pending ? <Spinner className="text-current" /> : confirmIcon}
              {confirmLabel}
            </Button>
          ) : null}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
