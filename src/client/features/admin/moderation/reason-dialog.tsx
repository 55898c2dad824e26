import { DECISION_REASONS, type DecisionReason } from '@shared/constants';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import type { DecisionWhy } from './api';

/** Same bound as the server's decision note. */
const NOTE_MAX = 500;

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: (why: DecisionWhy) => void;
}

/**
 * Rejecting or removing a review names its reason from the fixed list ('other' needs a note);
 * the author is told this reason.
 */
export function ReasonDialog({ open, onOpenChange, ...rest }: ReasonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (rest.pending ? undefined : onOpenChange(next))}>
      <DialogContent>{open ? <ReasonForm {...rest} /> : null}</DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
}: Omit<ReasonDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<DecisionReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<'reason' | 'note' | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setMissing('reason');
      document.getElementById(`${id}-${DECISION_REASONS[0]}`)?.focus();
      return;
    }
    if (reason === 'other' && !note.trim()) {
      setMissing('note');
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    onConfirm(note.trim() ? { reason, note: note.trim() } : { reason });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <fieldset
        className="grid gap-2"
        aria-describedby={missing === 'reason' ? `${id}-reason-error` : undefined}
        aria-invalid={missing === 'reason' || undefined}
      >
        <legend className="mb-2 font-medium text-sm">{t('admin.decision.reasonLegend')}</legend>
        {DECISION_REASONS.map((value) => (
          <label
            key={value}
            htmlFor={`${id}-${value}`}
            className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setMissing(null);
              }}
              className="size-4 accent-primary"
            />
            {t(`admin.decision.reasons.${value}`)}
          </label>
        ))}
        {missing === 'reason' ? (
          <p id={`${id}-reason-error`} className="font-medium text-destructive text-sm">
            {t('admin.decision.reasonRequired')}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>
          {reason === 'other' ? t('admin.decision.noteRequiredLabel') : t('admin.decision.note')}
        </Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            if (missing === 'note') setMissing(null);
          }}
          maxLength={NOTE_MAX}
          rows={3}
          aria-invalid={missing === 'note' || undefined}
          aria-describedby={missing === 'note' ? `${id}-note-error` : undefined}
        />
        {missing === 'note' ? (
          <p id={`${id}-note-error`} className="font-medium text-destructive text-sm">
            {t('admin.decision.noteRequired')}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? <Spinner className="text-current" /> : null}
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
