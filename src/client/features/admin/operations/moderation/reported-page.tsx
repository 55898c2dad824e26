import { REPORTED_FEEDBACK_LIMIT } from '@shared/constants';
import type { AdminFeedback } from '@shared/feedback';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { translateError } from '../../../../lib/api';
import { useFormatters } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { AdminPage } from '../../common/page-header';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { PageHeader } from '../shared/page-header';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../shared/screen-states';
import { type Decision, useFeedbackList, useModerate } from './feedback-api';
import { FeedbackItem } from './feedback-item';

interface PendingDecision {
  feedback: AdminFeedback;
  status: Decision;
}

/**
 * /admin/feedback/reported: reviews that users reported, hidden until an admin restores them
 * (published again) or removes them (rejected). Spec: up to 50 at a time.
 */
export function ReportedPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useFeedbackList('reported', '', REPORTED_FEEDBACK_LIMIT);
  const moderate = useModerate();
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);

  const items = list.data?.pages[0]?.items ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const confirm = () => {
    if (!deciding) return;
    const { feedback, status } = deciding;
    moderate.mutate(
      { id: feedback.id, status },
      {
        onSuccess: () =>
          toast.success(
            t(status === 'approved' ? 'ops.reported.restored' : 'ops.reported.removed'),
          ),
        onError: (error) =>
          toast.error(t('ops.moderation.errorOccurred'), { description: translateError(error) }),
        onSettled: () => setDeciding(null),
      },
    );
  };

  return (
    <AdminPage>
      <PageHeader
        title={t('ops.reported.title')}
        documentTitle={t('ops.reported.title')}
        description={t('ops.reported.description')}
      />
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <ErrorBlock
          message={t('ops.reported.loadError', { message: translateError(list.error) })}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyBlock>{t('ops.reported.empty')}</EmptyBlock>
      ) : (
        <>
          {total > items.length ? (
            <Alert variant="info">
              <AlertDescription>
                {t('ops.reported.more', {
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
                  actions={
                    <>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => setDeciding({ feedback, status: 'approved' })}
                      >
                        <RotateCcw aria-hidden="true" />
                        {t('ops.reported.restore')}
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="destructive"
                        onClick={() => setDeciding({ feedback, status: 'rejected' })}
                      >
                        <Trash2 aria-hidden="true" />
                        {t('ops.reported.remove')}
                      </Button>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => (open ? undefined : setDeciding(null))}
        title={
          deciding?.status === 'rejected'
            ? t('ops.reported.confirmRemoveTitle')
            : t('ops.reported.confirmRestoreTitle')
        }
        description={
          <p>
            {t(
              deciding?.status === 'rejected'
                ? 'ops.reported.confirmRemove'
                : 'ops.reported.confirmRestore',
              { doctor: deciding?.feedback.doctor.name ?? '' },
            )}
          </p>
        }
        confirmLabel={
          deciding?.status === 'rejected' ? t('ops.reported.remove') : t('ops.reported.restore')
        }
        destructive={deciding?.status === 'rejected'}
        pending={moderate.isPending}
        onConfirm={confirm}
      />
    </AdminPage>
  );
}
