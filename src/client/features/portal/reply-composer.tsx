import type { PortalReview } from '@shared/portal';
import { REPLY_MAX } from '@shared/replies';
import { replyWarnings } from '@shared/reply-check';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplyTemplatePicker } from '../../components/replies/reply-template-picker';
import { ReplyWarnings } from '../../components/replies/reply-warnings';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { translateError } from '../../lib/api-errors';
import { useFormatters } from '../../lib/format';
import { toast } from '../../lib/toast';
import '../../i18n/features/portal';
import '../../i18n/features/replies';
import { editReply, sendReply, withdrawReply } from './api';

/**
 * The doctor's reply under one review: write it (checked as they type for personal or health
 * details), edit it while pending, withdraw it.
 */
export function ReplyComposer({ review }: { review: PortalReview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const reply = review.reply;
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(reply?.body ?? '');
  const id = useId();
  const warnings = replyWarnings(body, review.patient_name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['portal'] });
  const save = useMutation({
    mutationFn: () => (reply && editing ? editReply(reply.id, body) : sendReply(review.id, body)),
    onSuccess: async () => {
      toast.success(t('portal.reply.sent'));
      setEditing(false);
      await refresh();
    },
    onError: (error) => toast.error(translateError(error)),
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawReply(reply!.id),
    onSuccess: async () => {
      toast.success(t('portal.reply.withdrawn'));
      setBody('');
      await refresh();
    },
    onError: (error) => toast.error(translateError(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  const active = reply && (reply.status === 'pending' || reply.status === 'published');
  if (active && !editing) {
    return (
      <div className="grid gap-2 rounded-md border-s-4 border-primary bg-muted/40 p-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-sm">{t('portal.reply.yours')}</span>
          <Badge variant={reply.status === 'published' ? 'success' : 'warning'}>
            {t(`portal.reply.status.${reply.status}`)}
          </Badge>
          {reply.published_at ? (
            <span className="text-muted-foreground text-xs">{format.date(reply.published_at)}</span>
          ) : null}
        </div>
        <p className="whitespace-pre-line" lang={reply.body_lang ?? undefined}>
          {reply.body}
        </p>
        <div className="flex flex-wrap gap-2">
          {reply.status === 'pending' ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t('portal.reply.edit')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate()}
          >
            {t('portal.reply.withdraw')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-2">
      {reply?.status === 'rejected' ? (
        <p className="text-sm text-destructive">
          {t('portal.reply.rejected', { reason: reply.decision_reason ?? '' })}
        </p>
      ) : null}
      <ReplyTemplatePicker source="portal" reviewId={review.id} body={body} onFill={setBody} />
      <Label htmlFor={id}>{t('portal.reply.label')}</Label>
      <Textarea
        id={id}
        value={body}
        maxLength={REPLY_MAX}
        rows={3}
        aria-describedby={`${id}-count${warnings.length ? ` ${id}-warn` : ''}`}
        onChange={(e) => setBody(e.target.value)}
      />
      <p id={`${id}-count`} className="text-muted-foreground text-xs">
        {t('replies.count', { count: body.length, max: REPLY_MAX })}
      </p>
      <ReplyWarnings warnings={warnings} id={`${id}-warn`} />
      <div>
        <Button type="submit" size="sm" disabled={save.isPending || body.trim() === ''}>
          {t('portal.reply.send')}
        </Button>
      </div>
    </form>
  );
}
