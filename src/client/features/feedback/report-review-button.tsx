import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeferredWidget } from '../../components/deferred-widget';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { lazyComponent } from '../../lib/lazy-component';
import { useMyFeedback } from './api';
import '../../i18n/features/feedback';

const ReportReviewDialog = lazyComponent(
  () => import('./report-review-dialog'),
  'ReportReviewDialog',
);

interface ReportReviewButtonProps {
  reviewId: string;
  /** Who wrote it as shown on the review ('Anonymous', a name…), for the button's full name. */
  authorLabel: string;
  /** Whose page it is on, to refresh that doctor once the review is hidden. */
  doctorId?: string;
}

/**
 * A discreet 'Report' action for signed-in users (guests see nothing). Authors cannot report
 * their own review, so it is not offered on theirs; nor is it to the doctor a review is about,
 * whose reports would never count (they answer in their portal instead). The dialog's code loads
 * on first intent, so the doctor page does not carry it.
 */
export function ReportReviewButton(props: ReportReviewButtonProps) {
  const { user } = useAuth();
  if (!user) return null;
  if (props.doctorId && user.doctor_id === props.doctorId) return null;
  return <SignedInReportButton {...props} />;
}

function SignedInReportButton({ reviewId, authorLabel, doctorId }: ReportReviewButtonProps) {
  const { t } = useTranslation();
  // The signed-in user's own reviews (a short list, shared by every review on the page).
  const mine = useMyFeedback();
  if (!mine.data || mine.data.items.some((f) => f.id === reviewId)) return null;

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
    <DeferredWidget standIn={trigger} opensOn="dialog" preload={ReportReviewDialog.preload}>
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
