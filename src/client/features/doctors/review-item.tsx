import type { Review } from '@shared/doctors';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicReplies } from '../../components/replies/public-replies';
import { Badge } from '../../components/ui/badge';
import { StarRating } from '../../components/ui/star-rating';
import { useDoctorPageSlots } from '../../lib/doctor-page-slots';
import { useFormatters } from '../../lib/format';
import '../../i18n/features/doctors';

/** 'Anonymous' when the patient asked for it (or has no name), else their short public name. */
export function usePatientLabel() {
  const { t } = useTranslation();
  return (review: Pick<Review, 'is_anonymous' | 'patient_name'>) =>
    review.is_anonymous || !review.patient_name
      ? t('doctors.reviews.anonymous')
      : review.patient_name;
}

const SUB_SCORES = [
  ['medicalExpertise', 'medical_expertise'],
  ['customerExperience', 'customer_experience'],
  ['compliance', 'compliance'],
] as const;

export function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const patientLabel = usePatientLabel();
  // Reviews are listed on /doctors/:id; reporting one refreshes that doctor's figures.
  const { id: doctorId } = useParams();
  // Reporting belongs to the feedback feature; the route table provides it.
  const { ReviewAction } = useDoctorPageSlots();

  return (
    <article
      data-rating={review.rating}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      {/*
       * Phones: name and date, then stars and badge on one left-aligned row. From 640 px the
       * rating block keeps its width at the right and a long name wraps beside it.
       */}
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="break-words font-semibold text-foreground">{patientLabel(review)}</h3>
          <time dateTime={review.date} className="text-muted-foreground text-sm">
            {format.calendarDate(review.date)}
          </time>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1.5 sm:flex-col sm:items-end">
          <StarRating value={review.rating} size="sm" />
          {review.verified_visit ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" />
              {t('doctors.reviews.verifiedVisit')}
            </Badge>
          ) : null}
        </div>
      </header>
      {/* Rendered as text, never as HTML: comments are written by the public. A review without
          a comment shows its ratings alone: nothing is said in the author's name. */}
      {review.comment ? (
        // Marked with the language it is written in, whatever the page's: screen readers switch
        // voice for a Vietnamese comment on an English page, and back.
        <p
          className="whitespace-pre-line break-words text-foreground leading-relaxed"
          lang={review.comment_lang ?? undefined}
        >
          {review.comment}
        </p>
      ) : null}
      <PublicReplies replies={review.replies ?? []} />
      <footer className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t pt-3">
        <dl
          aria-label={t('doctors.reviews.subScores')}
          className="flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground text-sm"
        >
          {SUB_SCORES.map(([label, field]) => (
            <div key={field} className="flex gap-1.5">
              <dt>{t(`doctors.criteria.${label}`)}:</dt>
              <dd className="font-medium text-foreground tabular-nums">
                {t('doctors.reviews.scoreOutOfFive', { value: format.number(review[field]) })}
              </dd>
            </div>
          ))}
        </dl>
        <ReviewAction reviewId={review.id} authorLabel={patientLabel(review)} doctorId={doctorId} />
      </footer>
    </article>
  );
}
