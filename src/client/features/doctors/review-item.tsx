import type { Review } from '@shared/doctors';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { StarRating } from '../../components/ui/star-rating';
import { useFormatters } from '../../lib/format';
import { ReportReviewButton } from '../feedback/report-review-button';

/** 'Anonymous' when the patient asked for it, else their name, else 'Patient {id segment}'. */
export function usePatientLabel() {
  const { t } = useTranslation();
  return (review: Pick<Review, 'is_anonymous' | 'patient_name' | 'patient_ref'>) => {
    if (review.is_anonymous) return t('doctors.reviews.anonymous');
    if (review.patient_name) return review.patient_name;
    return t('doctors.reviews.patientRef', { ref: review.patient_ref ?? '' }).trim();
  };
}

/**
 * The API sends a calendar date (yyyy-MM-dd). `new Date('2025-05-03')` would be midnight UTC,
 * i.e. the previous evening west of Greenwich, so build the date in local time instead.
 */
export function parseCalendarDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
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

  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold text-foreground">{patientLabel(review)}</h3>
          <time dateTime={review.date} className="text-muted-foreground text-sm">
            {format.date(parseCalendarDate(review.date))}
          </time>
        </div>
        <div className="flex flex-col items-end gap-1.5">
          <StarRating value={review.rating} size="sm" />
          {review.verified_visit ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" />
              {t('doctors.reviews.verifiedVisit')}
            </Badge>
          ) : null}
        </div>
      </header>
      {/* Rendered as text, never as HTML: comments are written by the public. */}
      <p className="whitespace-pre-line break-words text-foreground leading-relaxed">
        {review.comment ?? t('doctors.reviews.defaultComment')}
      </p>
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
        <ReportReviewButton
          reviewId={review.id}
          authorLabel={patientLabel(review)}
          doctorId={doctorId}
        />
      </footer>
    </article>
  );
}
