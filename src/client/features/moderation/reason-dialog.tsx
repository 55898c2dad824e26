import { DECISION_REASONS, type DecisionReason } from '@shared/constants';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/admin/form-dialog';
import { RadioCardGroup } from '../../components/forms/radio-card-group';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
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
export function ReasonDialog(props: ReasonDialogProps) {
  // A fresh form each time the dialog opens: nothing chosen for the previous review remains.
  return <ReasonForm key={String(props.open)} {...props} />;
}

function ReasonForm({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<DecisionReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<'reason' | 'note' | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setMissing('reason');
      document.getElementById(`${id}-reason-${DECISION_REASONS[0]}`)?.focus();
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      submitLabel={confirmLabel}
      destructive
      pending={pending}
      onSubmit={submit}
      className="gap-5"
    >
      <RadioCardGroup
        id={`${id}-reason`}
        legend={t('admin.decision.reasonLegend')}
        options={DECISION_REASONS.map((value) => ({
          value,
          label: t(`admin.decision.reasons.${value}`),
        }))}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setMissing(null);
        }}
        error={missing === 'reason' ? t('admin.decision.reasonRequired') : undefined}
      />
      <FormField
        id={`${id}-note`}
        label={
          reason === 'other' ? t('admin.decision.noteRequiredLabel') : t('admin.decision.note')
        }
        error={missing === 'note' ? t('admin.decision.noteRequired') : undefined}
      >
        {(control) => (
          <Textarea
            {...control}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              if (missing === 'note') setMissing(null);
            }}
            maxLength={NOTE_MAX}
            rows={3}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
