import { lazy } from 'react';
import { DoctorDetailPage } from '../features/doctors/doctor-detail-page';
import { ReportReviewButton } from '../features/feedback/report-review-button';
import { type DoctorPageSlots, DoctorPageSlotsContext } from '../lib/doctor-page-slots';
import { importWithRetry } from '../lib/lazy-component';

// The flow (visit check, rating form) loads when the panel opens: most visits only read.
const InlineFeedbackFlow = lazy(() =>
  importWithRetry(() => import('../features/feedback/inline-feedback-flow')).then((module) => ({
    default: module.InlineFeedbackFlow,
  })),
);

const feedbackPieces: DoctorPageSlots = {
  FeedbackFlow: InlineFeedbackFlow,
  ReviewAction: ReportReviewButton,
};

/**
 * /doctors/:id: the doctor page with the feedback feature's pieces composed in. A route module
 * of its own (loaded lazily like every screen), so the report button ships with the doctor page
 * and not with the app shell.
 */
export function DoctorDetailRoute() {
  return (
    <DoctorPageSlotsContext value={feedbackPieces}>
      <DoctorDetailPage />
    </DoctorPageSlotsContext>
  );
}
