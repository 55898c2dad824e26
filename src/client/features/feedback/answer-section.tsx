import type { MyFeedback } from '@shared/feedback';
import { REPLY_MAX } from '@shared/replies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicReplies } from '../../components/replies/public-replies';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { translateError } from '../../lib/api-errors';
import { myFeedbackQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import '../../i18n/features/replies';
import { answerReply } from './api';

/** Under the author's own review: the published replies, and their one answer. */
export function AnswerSection({ item }: { item: MyFeedback }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [body, setBody] = useState('');
  const answer = useMutation({
    mutationFn: () => answerReply(item.id, body),
    onSuccess: async () => {
      toast.success(t('replies.answerSent'));
      await queryClient.invalidateQueries({ queryKey: myFeedbackQueryKey });
    },
    onError: (error) => toast.error(translateError(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate();
  };
  return (
    <>
      <PublicReplies replies={item.replies ?? []} />
      {item.can_answer ? (
        <form onSubmit={submit} className="grid gap-2">
          <Label htmlFor={id}>{t('replies.answer')}</Label>
          <p id={`${id}-hint`} className="text-muted-foreground text-sm">
            {t('replies.answerHint')}
          </p>
          <Textarea
            id={id}
            rows={2}
            maxLength={REPLY_MAX}
            aria-describedby={`${id}-hint`}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
          <div>
            <Button type="submit" size="sm" disabled={answer.isPending || body.trim() === ''}>
              {t('replies.send')}
            </Button>
          </div>
        </form>
      ) : null}
    </>
  );
}
