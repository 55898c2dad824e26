import type { AdminFeedback } from '@shared/feedback';
import {
  BadgeCheck,
  Flag,
  Gavel,
  ShieldAlert,
  ShieldBan,
  TriangleAlert,
  UserCog,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../components/admin/format-timestamp';
import { Badge } from '../../components/ui/badge';
import { StarRating } from '../../components/ui/star-rating';
import { useAuth } from '../../lib/auth/auth-context';
import { useFormatters } from '../../lib/format';
import { useSpecialtyName } from '../../lib/localized';
import { cn } from '../../lib/utils';
import { CaseLink } from './case-link';
import { ClinicReplyForm } from './clinic-reply-form';
import { HiddenWordsNote, ScreenedComment, ScreeningNote } from './screening-view';

/** Who wrote it, as admins see it: anonymous reviews still name their author, marked as such. */
export function useAuthorLabel() {
  const { t } = useTranslation();
  return (feedback: AdminFeedback) => {
    const who =
      feedback.author_name ||
      (feedback.user_id
        ? t('admin.feedback.patientId', { id: feedback.user_id.slice(0, 8) })
        : t('admin.feedback.deletedAccount'));
    return feedback.is_anonymous ? t('admin.feedback.anonymous') : who;
  };
}

interface FeedbackItemProps {
  feedback: AdminFeedback;
  /** e.g. a selection checkbox, shown before the content. */
  leading?: ReactNode;
  actions?: ReactNode;
  highlighted?: boolean;
  showReports?: boolean;
  /**
   * Offer the clinic's reply under a published review (the moderation list). The reported queue
   * is for keeping or removing: a reply box there only distracts from the decision.
   */
  offerClinicReply?: boolean;
}

/** One review as a moderator reads it: doctor, author, scores, the comment as plain text, marks. */
export function FeedbackItem({
  feedback,
  leading,
  actions,
  highlighted = false,
  showReports = false,
  offerClinicReply = false,
}: FeedbackItemProps) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  const format = useFormatters();
  const authorLabel = useAuthorLabel();
  const { permissions } = useAuth();
  const { doctor } = feedback;
  const subScores = [
    ['medical', feedback.medical_expertise],
    ['customer', feedback.customer_experience],
    ['compliance', feedback.compliance],
  ] as const;

  return (
    <article
      id={`feedback-${feedback.id}`}
      aria-labelledby={`feedback-${feedback.id}-doctor`}
      className={cn(
        // Below the sm breakpoint the case link wraps under the review instead of taking a
        // column beside it, so the text keeps the card's width and the actions stay in view.
        'flex flex-wrap gap-3 p-4 transition-colors sm:flex-nowrap',
        highlighted && 'bg-primary-soft ring-2 ring-primary ring-inset',
      )}
    >
      {leading ? <div className="pt-0.5">{leading}</div> : null}
      <div className="grid min-w-0 flex-1 basis-[calc(100%-3rem)] gap-2 sm:basis-0">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={`feedback-${feedback.id}-doctor`} className="font-semibold">
            {doctor.name}
            <span className="font-normal text-muted-foreground text-sm">
              {' · '}
              {specialtyOf(doctor.specialty)}
              {doctor.clinic ? ` · ${doctor.clinic}` : ''}
            </span>
          </h3>
          <time dateTime={feedback.created_at} className="text-muted-foreground text-sm">
            {formatTimestamp(feedback.created_at, format.lng, { seconds: false })}
          </time>
        </div>
        <p className="text-sm">
          <span className="text-muted-foreground">{t('admin.feedback.patient')}: </span>
          <span className="font-medium">{authorLabel(feedback)}</span>
          {feedback.is_anonymous ? (
            <span className="text-muted-foreground">
              {' '}
              (
              {feedback.author_name
                ? t('admin.feedback.writtenBy', { name: feedback.author_name })
                : feedback.user_id
                  ? t('admin.feedback.patientId', { id: feedback.user_id.slice(0, 8) })
                  : t('admin.feedback.deletedAccount')}
              )
            </span>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <StarRating value={feedback.rating} size="sm" />
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
            {subScores.map(([key, value]) => (
              <li key={key}>
                {t(`admin.feedback.scores.${key}`)}:{' '}
                <span className="font-medium text-foreground tabular-nums">
                  {format.number(value)}/5
                </span>
              </li>
            ))}
          </ul>
        </div>
        {feedback.comment ? (
          <ScreenedComment
            comment={feedback.comment}
            lang={feedback.comment_lang ?? undefined}
            findings={feedback.screening}
          />
        ) : (
          <p className="text-muted-foreground text-sm italic">{t('admin.feedback.noComment')}</p>
        )}
        {feedback.comment ? (
          <ScreeningNote
            comment={feedback.comment}
            findings={feedback.screening}
            risk={feedback.screening_risk}
          />
        ) : null}
        {feedback.hidden ? <HiddenWordsNote hidden={feedback.hidden} /> : null}
        {feedback.held_for_spike && feedback.status === 'pending' ? (
          <p
            role="note"
            className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-soft p-3 text-sm"
          >
            <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium">{t('admin.feedback.held.title')}</span>{' '}
              {t(`admin.feedback.held.${feedback.held_reason ?? 'volume'}`)}
            </span>
          </p>
        ) : null}
        {feedback.appeal ? (
          <section className="grid gap-1 rounded-md border border-primary/40 bg-primary-soft p-3 text-sm">
            <h4 className="flex items-center gap-1.5 font-medium">
              <Gavel className="size-4" aria-hidden="true" />
              {t(
                feedback.status === 'approved'
                  ? 'admin.screening.appealTitle'
                  : 'admin.feedback.appeal.title',
              )}
            </h4>
            {feedback.decision_reason ? (
              <p>
                {t('admin.feedback.appeal.rejectedFor', {
                  reason: t(`admin.decision.reasons.${feedback.decision_reason}`),
                })}
                {feedback.decision_note ? ` — ${feedback.decision_note}` : ''}
              </p>
            ) : null}
            <p className="whitespace-pre-line break-words">“{feedback.appeal.message}”</p>
          </section>
        ) : null}
        {feedback.flagged || feedback.verified_visit || feedback.author_is_staff ? (
          <div className="flex flex-wrap gap-2">
            {feedback.author_is_staff ? (
              <Badge variant="warning">
                <UserCog aria-hidden="true" />
                {t('admin.feedback.staffAuthor')}
              </Badge>
            ) : null}
            {feedback.flagged ? (
              <Badge variant="warning" title={t('admin.feedback.flaggedHint')}>
                <TriangleAlert aria-hidden="true" />
                {t('admin.feedback.flagged')}
              </Badge>
            ) : null}
            {feedback.verified_visit ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                {t('admin.feedback.verifiedVisit')}
              </Badge>
            ) : null}
          </div>
        ) : null}
        {showReports && feedback.reports.length > 0 ? (
          <section className="grid gap-1 rounded-md border border-destructive/30 bg-destructive-soft p-3 text-sm">
            <h4 className="flex items-center gap-1.5 font-medium text-destructive">
              <Flag className="size-4" aria-hidden="true" />
              {t('admin.feedback.reporters', { count: feedback.reports.length })}
            </h4>
            <p className="text-muted-foreground">
              {t(
                feedback.status === 'reported'
                  ? 'admin.feedback.hiddenNow'
                  : 'admin.feedback.stillPublished',
              )}
            </p>
            <ul className="grid gap-1">
              {feedback.reports.map((report) => (
                <li key={`${report.created_at}-${report.reason}`}>
                  <span className="font-medium">
                    {t(`admin.feedback.reasons.${report.reason}`, { defaultValue: report.reason })}
                  </span>
                  {report.note ? (
                    <span className="whitespace-pre-line break-words"> — {report.note}</span>
                  ) : null}
                  {report.counted ? null : (
                    <span className="text-muted-foreground">
                      {' '}
                      ({t('admin.feedback.notCounted')})
                    </span>
                  )}
                  <span className="text-muted-foreground">
                    {' · '}
                    {formatTimestamp(report.created_at, format.lng, { seconds: false })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {actions ? <div className="flex flex-wrap gap-2 pt-1">{actions}</div> : null}
        {feedback.conflict_of_interest ? (
          <p
            id={`feedback-${feedback.id}-conflict`}
            className="flex items-center gap-1.5 text-muted-foreground text-sm"
          >
            <ShieldBan className="size-4" aria-hidden="true" />
            {t('admin.feedback.conflict')}
          </p>
        ) : feedback.appeal?.needs_other_moderator ? (
          <p
            id={`feedback-${feedback.id}-conflict`}
            className="flex items-center gap-1.5 text-muted-foreground text-sm"
          >
            <ShieldBan className="size-4" aria-hidden="true" />
            {t('admin.feedback.appeal.otherModerator')}
          </p>
        ) : null}
      </div>
      {permissions.includes('manage_cases') ? (
        <div className={cn(leading && 'pl-8 sm:pl-0')}>
          <CaseLink feedbackId={feedback.id} caseId={feedback.case_id} />
        </div>
      ) : null}
      {offerClinicReply && feedback.status === 'approved' ? (
        <ClinicReplyForm feedbackId={feedback.id} />
      ) : null}
    </article>
  );
}
