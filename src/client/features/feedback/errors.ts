import type { TFunction } from 'i18next';
import { errorDetails, isApiError, retryAfterSeconds, translateError } from '../../lib/api-errors';
import '../../i18n/features/feedback';

function detailReason(error: unknown): string | undefined {
  const reason = errorDetails(error, 'not_found')?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** Where the error happened: each step words a 404 differently. */
export type FeedbackAction = 'verify' | 'submit' | 'report' | 'delete';

/**
 * The message for a failed feedback call, in the active language. The codes this flow expects
 * get words that say what to do next; anything else falls back to the shared error texts.
 */
export function feedbackErrorMessage(error: unknown, action: FeedbackAction, t: TFunction): string {
  if (!isApiError(error)) return translateError(error);
  switch (error.code) {
    case 'unauthenticated':
      return t('feedback.mustBeLoggedIn');
    case 'rate_limited': {
      const seconds = retryAfterSeconds(error);
      if (seconds === null) return translateError(error);
      const wait =
        seconds < 60
          ? t('feedback.wait.seconds', { count: seconds })
          : t('feedback.wait.minutes', { count: Math.ceil(seconds / 60) });
      return t('feedback.errors.rateLimitedWait', { wait });
    }
    case 'visit_expired':
      return t('feedback.errors.visitExpired');
    case 'visit_claimed':
      return t('feedback.errors.visitClaimed');
    case 'conflict_of_interest':
      return t('feedback.errors.conflictOfInterest');
    case 'not_found':
      if (action === 'verify') return t('feedback.errors.visitNotFound');
      if (action === 'submit') {
        return detailReason(error) === 'doctor_not_in_visit'
          ? t('feedback.errors.doctorNotInVisit')
          : t('feedback.errors.verifyAgain');
      }
      if (action === 'report') return t('feedback.errors.reviewGone');
      return t('feedback.errors.feedbackGone');
    default:
      return translateError(error);
  }
}
