import type { ReactNode } from 'react';
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

interface ConfirmedActionButtonProps {
  icon: ReactNode;
  label: string;
  ariaLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  /** Runs the action; `done` closes the dialog whatever the answer. */
  onConfirm: (done: { success: () => void; failure: (error: unknown) => void }) => void;
  successMessage: string;
  errorMessage: string;
  describeError: (error: unknown) => string;
  className?: string;
}

/**
 * An author's irreversible action on their own review (delete a pending one, withdraw a published
 * one): a button, a confirmation that stays open until the server answers, and a toast.
 */
export function ConfirmedActionButton(p: ConfirmedActionButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    p.onConfirm({
      success: () => {
        setOpen(false);
        toast.success(p.successMessage);
      },
      failure: (error) => {
        setOpen(false);
        toast.error(p.errorMessage, { description: p.describeError(error) });
      },
    });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !p.pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={p.ariaLabel} className={p.className}>
          {p.icon}
          {p.label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{p.title}</AlertDialogTitle>
          <AlertDialogDescription>{p.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={p.pending}>{t('common.cancel')}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server answers. */}
          <Button variant="destructive" onClick={confirm} disabled={p.pending}>
            {p.pending ? <Spinner className="text-current" /> : null}
            {p.confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
