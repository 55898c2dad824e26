import { REPLY_MAX } from '@shared/replies';
import { replyWarnings } from '@shared/reply-check';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplyTemplatePicker } from '../../components/replies/reply-template-picker';
import { ReplyWarnings } from '../../components/replies/reply-warnings';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { translateError } from '../../lib/api-errors';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';
import { useSendClinicReply } from './api';
import '../../i18n/features/portal';
import '../../i18n/features/replies';

/** Under a published review in the moderation queue: staff reply for the clinic (moderated). */
export function ClinicReplyForm({ feedbackId }: { feedbackId: string }) {
  const { t } = useTranslation();
  const { permissions } = useAuth();
  const id = useId();
  const [body, setBody] = useState('');
  const send = useSendClinicReply({
    onSuccess: () => {
      toast.success(t('portal.reply.sent'));
      setBody('');
    },
    onError: (error) => toast.error(translateError(error)),
  });
  if (!permissions.includes('reply_as_clinic')) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ feedbackId, body });
  };
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer text-sm">{t('admin.roles.replies.replyAsClinic')}</summary>
      <form onSubmit={submit} className="mt-2 grid gap-2">
        <ReplyTemplatePicker source="clinic" reviewId={feedbackId} body={body} onFill={setBody} />
        <Label htmlFor={id}>{t('replies.body')}</Label>
        <Textarea
          id={id}
          rows={3}
          maxLength={REPLY_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <ReplyWarnings warnings={replyWarnings(body)} />
        <div>
          <Button type="submit" size="sm" disabled={send.isPending || body.trim() === ''}>
            {t('replies.send')}
          </Button>
        </div>
      </form>
    </details>
  );
}
