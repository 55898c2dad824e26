import { Flag } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredWidget } from '../../components/deferred-widget';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth/auth-context';

const loadReportReviewDialog = () => import('./report-review-dialog');
const ReportReviewDialog = lazy(() =>
  loadReportReviewDialog().then((module) => ({ default: module.ReportReviewDialog })),
);

interface ReportReviewButtonProps {
  reviewId: string;
  /** Who wrote it as shown on the review ('Anonymous', a name…), for the button's full name. */
  authorLabel: string;
  /** Whose page it is on, to refresh that doctor once the review is hidden. */
  doctorId?: string;
}

/**
 * A discreet 'Report' action for signed-in users (guests see nothing). The dialog's code loads
 * on first intent, so the doctor page does not carry it.
 */
export function ReportReviewButton({ reviewId, authorLabel, doctorId }: ReportReviewButtonProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;

  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t('feedback.report.buttonLabel', { name: authorLabel })}
      className="h-8 px-2 text-muted-foreground hover:text-foreground"
    >
      <Flag aria-hidden="true" />
      {t('feedback.report.button')}
    </Button>
  );

  return (
    <DeferredWidget standIn={trigger} opensOn="dialog" preload={loadReportReviewDialog}>
      {(start) => (
        <ReportReviewDialog
          start={start}
          trigger={trigger}
          reviewId={reviewId}
          doctorId={doctorId}
        />
      )}
    </DeferredWidget>
  );
}
