import type { QueuedReply, ReplyStatus } from '@shared/replies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplyWarnings } from '../../../components/replies/reply-warnings';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { translateError } from '../../../lib/api';
import { useFormatters } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPage, PageHeader } from '../common/page-header';
import { useDecideReply, useReplyQueue } from './api';

const STATUSES: ReplyStatus[] = ['pending', 'published', 'rejected'];

/** /admin/feedback/replies: moderate public replies, with the warnings their writer saw. */
export function RepliesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.roles.replies.title'));
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
      {queue.data?.items.length === 0 ? (
        <p className="text-muted-foreground">{t('admin.roles.replies.empty')}</p>
      ) : null}
      <ul className="grid gap-4">
        {queue.data?.items.map((reply) => (
          <li key={reply.id}>
            <QueuedReplyCard reply={reply} />
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

function QueuedReplyCard({ reply }: { reply: QueuedReply }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [reason, setReason] = useState('');
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
  const reasonId = `reason-${reply.id}`;
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
          {reply.review_comment ?? t('admin.roles.replies.noComment')}
        </blockquote>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="whitespace-pre-line">{reply.body}</p>
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
            <>
              <Button
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: reply.id, decision: 'published', reason })}
              >
                {t('admin.roles.replies.publish')}
              </Button>
              <div className="grid gap-1">
                <Label htmlFor={reasonId}>{t('admin.roles.replies.reason')}</Label>
                <Input
                  id={reasonId}
                  value={reason}
                  maxLength={500}
                  onChange={(e) => setReason(e.target.value)}
                />
              </div>
              <Button
                variant="outline"
                disabled={decide.isPending || reason.trim() === ''}
                onClick={() => decide.mutate({ id: reply.id, decision: 'rejected', reason })}
              >
                {t('admin.roles.replies.reject')}
              </Button>
            </>
          )}
        </CardFooter>
      ) : null}
    </Card>
  );
}
