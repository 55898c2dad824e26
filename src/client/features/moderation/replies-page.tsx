import type { QueuedReply, ReplyStatus } from '@shared/replies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin/admin-page';
import { DecisionControls, QueueList } from '../../components/admin/decision-queue';
import { PageHeader } from '../../components/page-header';
import { ReplyWarnings } from '../../components/replies/reply-warnings';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../components/ui/card';
import { translateError } from '../../lib/api-errors';
import { useFormatters } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useDecideReply, useReplyQueue } from './api';

const STATUSES: ReplyStatus[] = ['pending', 'published', 'rejected'];

/** /admin/feedback/replies: moderate public replies, with the warnings their writer saw. */
export function RepliesPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReplyStatus>('pending');
  const queue = useReplyQueue(status);
  return (
    <AdminPage>
      <PageHeader
        title={t('admin.roles.replies.title')}
        description={t('admin.roles.replies.intro')}
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('admin.roles.replies.title')}</legend>
        {STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? 'default' : 'outline'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {t(`admin.roles.replies.status.${s}`)}
          </Button>
        ))}
      </fieldset>
      <QueueList items={queue.data?.items} emptyText={t('admin.roles.replies.empty')}>
        {(reply) => <QueuedReplyCard reply={reply} />}
      </QueueList>
    </AdminPage>
  );
}

function QueuedReplyCard({ reply }: { reply: QueuedReply }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const decide = useDecideReply({
    onSuccess: (r) =>
      toast.success(
        t(
          r.status === 'published'
            ? 'admin.roles.replies.published'
            : 'admin.roles.replies.rejected',
        ),
      ),
    onError: (error) => toast.error(translateError(error)),
  });
  return (
    <Card>
      <CardHeader className="gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="info">{t(`admin.roles.replies.side.${reply.side}`)}</Badge>
          <span className="font-semibold">{reply.doctor_name}</span>
          <time dateTime={reply.created_at} className="text-muted-foreground text-sm">
            {format.dateTime(reply.created_at)}
          </time>
        </div>
        <blockquote className="border-s-2 ps-3 text-muted-foreground text-sm">
          <span className="font-medium">
            {t('admin.roles.replies.review', { rating: reply.review_rating })}
          </span>{' '}
          {reply.review_comment ? (
            <span lang={reply.review_comment_lang ?? undefined}>{reply.review_comment}</span>
          ) : (
            t('admin.roles.replies.noComment')
          )}
        </blockquote>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="whitespace-pre-line" lang={reply.body_lang ?? undefined}>
          {reply.body}
        </p>
        <ReplyWarnings warnings={reply.warnings} />
        {reply.decision_reason ? (
          <p className="text-sm">
            {t('admin.roles.replies.reason')}: {reply.decision_reason}
          </p>
        ) : null}
      </CardContent>
      {reply.status === 'pending' ? (
        <CardFooter className="flex flex-wrap items-end gap-3">
          {reply.own ? (
            <p className="text-sm text-warning">{t('admin.roles.replies.own')}</p>
          ) : (
            <DecisionControls
              reasonId={`reason-${reply.id}`}
              labels={{
                accept: t('admin.roles.replies.publish'),
                reason: t('admin.roles.replies.reason'),
                reject: t('admin.roles.replies.reject'),
              }}
              pending={decide.isPending}
              onDecide={(decision, reason) =>
                decide.mutate({
                  id: reply.id,
                  decision: decision === 'accept' ? 'published' : 'rejected',
                  reason,
                })
              }
            />
          )}
        </CardFooter>
      ) : null}
    </Card>
  );
}
