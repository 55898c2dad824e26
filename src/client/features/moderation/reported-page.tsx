import { REPORTED_FEEDBACK_LIMIT } from '@shared/constants';
import type { AdminFeedback } from '@shared/feedback';
import { EyeOff, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin/admin-page';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { LoadStates } from '../../components/admin/load-states';
import { PageHeader } from '../../components/page-header';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { translateError } from '../../lib/api-errors';
import { useFormatters } from '../../lib/format';
import { toast } from '../../lib/toast';
import {
  type DecisionWhy,
  useFeedbackList,
  useHideFeedback,
  useHideWords,
  useModerate,
} from './api';
import { FeedbackItem } from './feedback-item';
import { HideWordsDialog } from './hide-words-dialog';
import { ReasonDialog } from './reason-dialog';

interface PendingDecision {
  feedback: AdminFeedback;
  action: 'keep' | 'remove' | 'hide' | 'words';
}

/**
 * /admin/feedback/reported: reviews with open reports. Reports do not take a review down: it
 * stays published unless enough counted reporters or a moderator hid it. Keeping it published
 * (or restoring it) and removing it both resolve its reports. Up to 50 at a time.
 */
export function ReportedPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useFeedbackList('reported', '', REPORTED_FEEDBACK_LIMIT);
  const moderate = useModerate();
  const hide = useHideFeedback();
  const hideWords = useHideWords();
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);

  const items = list.data?.pages[0]?.items ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const callbacks = (done: string) => ({
    onSuccess: () => toast.success(t(done)),
    onError: (error: unknown) =>
      toast.error(t('admin.moderation.errorOccurred'), { description: translateError(error) }),
    onSettled: () => setDeciding(null),
  });

  const confirm = (why?: DecisionWhy) => {
    if (!deciding) return;
    const { feedback, action } = deciding;
    if (action === 'hide') hide.mutate(feedback.id, callbacks('admin.reported.hidden'));
    else if (action === 'remove')
      moderate.mutate(
        { id: feedback.id, status: 'rejected', why },
        callbacks('admin.reported.removed'),
      );
    else
      moderate.mutate(
        { id: feedback.id, status: 'approved' },
        callbacks(
          feedback.status === 'reported' ? 'admin.reported.restored' : 'admin.reported.kept',
        ),
      );
  };

  return (
    <AdminPage>
      <PageHeader title={t('admin.reported.title')} description={t('admin.reported.description')} />
      <LoadStates
        query={list}
        errorMessage={(message) => t('admin.reported.loadError', { message })}
        isEmpty={() => items.length === 0}
        emptyText={t('admin.reported.empty')}
      >
        {() => (
          <>
            {total > items.length ? (
              <Alert variant="info">
                <AlertDescription>
                  {t('admin.reported.more', {
                    shown: format.number(items.length),
                    total: format.number(total),
                  })}
                </AlertDescription>
              </Alert>
            ) : null}
            <ul className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm">
              {items.map((feedback) => (
                <li key={feedback.id}>
                  <FeedbackItem
                    feedback={feedback}
                    showReports
                    actions={<ReportedActions feedback={feedback} onChoose={setDeciding} />}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </LoadStates>
      <HideWordsDialog
        feedback={deciding?.action === 'words' ? deciding.feedback : null}
        onOpenChange={(open) => (open ? undefined : setDeciding(null))}
        pending={hideWords.isPending}
        onConfirm={(spans, note) =>
          deciding &&
          hideWords.mutate(
            { id: deciding.feedback.id, comment: deciding.feedback.comment ?? '', spans, note },
            callbacks('admin.screening.hidden'),
          )
        }
      />
      <ConfirmDialog
        open={deciding !== null && (deciding.action === 'keep' || deciding.action === 'hide')}
        onOpenChange={(open) => (open ? undefined : setDeciding(null))}
        title={
          deciding?.action === 'hide'
            ? t('admin.reported.confirmHideTitle')
            : t('admin.reported.confirmRestoreTitle')
        }
        description={
          <p>
            {t(
              deciding?.action === 'hide'
                ? 'admin.reported.confirmHide'
                : deciding?.feedback.status === 'reported'
                  ? 'admin.reported.confirmRestore'
                  : 'admin.reported.confirmKeep',
              { doctor: deciding?.feedback.doctor.name ?? '' },
            )}
          </p>
        }
        confirmLabel={
          deciding?.action === 'hide'
            ? t('admin.reported.hide')
            : deciding?.feedback.status === 'reported'
              ? t('admin.reported.restore')
              : t('admin.reported.keep')
        }
        pending={moderate.isPending || hide.isPending}
        onConfirm={() => confirm()}
      />
      <ReasonDialog
        open={deciding?.action === 'remove'}
        onOpenChange={(open) => (open ? undefined : setDeciding(null))}
        title={t('admin.reported.confirmRemoveTitle')}
        description={t('admin.reported.confirmRemove', {
          doctor: deciding?.feedback.doctor.name ?? '',
        })}
        confirmLabel={t('admin.reported.remove')}
        pending={moderate.isPending}
        onConfirm={confirm}
      />
    </AdminPage>
  );
}

/** Keep (or restore) and remove; a review still published can also be hidden meanwhile. */
function ReportedActions({
  feedback,
  onChoose,
}: {
  feedback: AdminFeedback;
  onChoose: (decision: PendingDecision) => void;
}) {
  const { t } = useTranslation();
  const blocked = feedback.conflict_of_interest;
  const common = {
    type: 'button' as const,
    size: 'sm' as const,
    disabled: blocked,
    'aria-describedby': blocked ? `feedback-${feedback.id}-conflict` : undefined,
  };
  const published = feedback.status === 'approved';
  return (
    <>
      <Button {...common} variant="outline" onClick={() => onChoose({ feedback, action: 'keep' })}>
        <RotateCcw aria-hidden="true" />
        {published ? t('admin.reported.keep') : t('admin.reported.restore')}
      </Button>
      {published ? (
        <Button
          {...common}
          variant="outline"
          onClick={() => onChoose({ feedback, action: 'hide' })}
        >
          <EyeOff aria-hidden="true" />
          {t('admin.reported.hide')}
        </Button>
      ) : null}
      {feedback.comment ? (
        <Button
          {...common}
          variant="outline"
          onClick={() => onChoose({ feedback, action: 'words' })}
        >
          <EyeOff aria-hidden="true" />
          {t('admin.screening.hideAction')}
        </Button>
      ) : null}
      <Button
        {...common}
        variant="destructive"
        onClick={() => onChoose({ feedback, action: 'remove' })}
      >
        <Trash2 aria-hidden="true" />
        {t('admin.reported.remove')}
      </Button>
    </>
  );
}
