import { APPEAL_MESSAGE_MAX } from '@shared/constants';
import type { MyFeedback } from '@shared/feedback';
import { Gavel } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/forms/submit-button';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useAppealFeedback } from './api';
import '../../i18n/features/feedback';

/**
 * Under a rejected review in the author's list, or a published one whose words a moderator hid:
 * why, and the one appeal the author may send (its state once sent).
 */
export function AppealSection({ item }: { item: MyFeedback }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (item.status !== 'rejected' && !item.appeal && !item.hidden) return null;
  return (
    <div className="grid gap-2 rounded-md border bg-muted/50 p-3 text-sm">
      {item.hidden ? (
        <p>
          <span className="font-medium">{t('feedback.hiddenWords.title')}: </span>
          {item.hidden.kinds.map((kind) => t(`feedback.hiddenWords.kinds.${kind}`)).join(', ')}
          {item.hidden.note ? ` — ${item.hidden.note}` : ''}. {t('feedback.hiddenWords.rest')}
        </p>
      ) : null}
      {item.decision_reason ? (
        <p>
          <span className="font-medium">{t('feedback.appeal.reason')}: </span>
          {t(`feedback.appeal.reasons.${item.decision_reason}`)}
          {item.decision_note ? ` — ${item.decision_note}` : ''}
        </p>
      ) : null}
      {item.appeal ? (
        <p className="flex items-center gap-1.5">
          <Gavel className="size-4" aria-hidden="true" />
          {t(`feedback.appeal.status.${item.appeal.status}`)}
        </p>
      ) : item.can_appeal && !open ? (
        <div>
          <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
            <Gavel aria-hidden="true" />
            {t('feedback.appeal.open')}
          </Button>
        </div>
      ) : null}
      {item.can_appeal && open ? <AppealForm id={item.id} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function AppealForm({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const appeal = useAppealFeedback();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!message.trim()) {
      setMissing(true);
      return;
    }
    appeal.mutate(
      { id, message: message.trim() },
      {
        onSuccess: () => toast.success(t('feedback.appeal.sent')),
        onError: (error) =>
          toast.error(t('feedback.appeal.error'), { description: translateError(error) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <Label htmlFor={fieldId}>{t('feedback.appeal.label')}</Label>
      <p id={`${fieldId}-hint`} className="text-muted-foreground">
        {t('feedback.appeal.hint')}
      </p>
      <Textarea
        id={fieldId}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setMissing(false);
        }}
        maxLength={APPEAL_MESSAGE_MAX}
        rows={3}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${fieldId}-error` : `${fieldId}-hint`}
      />
      {missing ? (
        <p id={`${fieldId}-error`} className="font-medium text-destructive">
          {t('feedback.appeal.required')}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <SubmitButton pending={appeal.isPending} size="sm">
          {t('feedback.appeal.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
