import { DOCTOR_PLACEHOLDER_IMAGE, RATING_MAX } from '@shared/constants';
import type { DoctorSummary } from '@shared/doctors';
import type { TFunction } from 'i18next';
import { ArrowRight, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { StarRating } from '../../components/ui/star-rating';
import { useFormatters } from '../../lib/format';
import { useSpecialtyName } from '../../lib/localized';
import { cn } from '../../lib/utils';
import type { DoctorLinkState } from './navigation-state';
import '../../i18n/features/doctors';

/** Intrinsic size of card photos, so the grid does not shift while images load. */
export const DOCTOR_PHOTO_SIZE = { width: 480, height: 360 } as const;

/** What replaces the stars of a doctor without a score: no reviews, or too few for one. */
export function noScoreText(reviewCount: number, t: TFunction): string {
  return reviewCount === 0
    ? t('doctors.noReviewsYet')
    : t('doctors.notEnoughReviews', { n: reviewCount });
}

interface DoctorCardProps {
  doctor: DoctorSummary;
  /** The card title's level in the page outline (h3 under a section's h2 by default). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** The list's query string, remembered so the profile's back link returns to these results. */
  listSearch?: string;
  /**
   * The first card of a list, in view when the page opens: its photo is fetched at once and
   * first, since it is what the visitor sees largest (lazy loading would wait for layout).
   */
  prominent?: boolean;
}

export function DoctorCard({
  doctor,
  headingLevel: Heading = 'h3',
  className,
  listSearch,
  prominent = false,
}: DoctorCardProps) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  const format = useFormatters();
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = doctor.image_url && !photoFailed ? doctor.image_url : DOCTOR_PLACEHOLDER_IMAGE;

  return (
    <article
      className={cn(
        // Phones get a compact row (photo beside the text) so a screen shows more than one doctor.
        'flex h-full flex-row overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md sm:flex-col',
        className,
      )}
    >
      <div className="relative w-28 shrink-0 overflow-hidden bg-muted sm:aspect-[4/3] sm:w-auto">
        <img
          src={photo}
          alt={t('doctors.photoAlt', { name: doctor.name })}
          width={DOCTOR_PHOTO_SIZE.width}
          height={DOCTOR_PHOTO_SIZE.height}
          loading={prominent ? 'eager' : 'lazy'}
          fetchPriority={prominent ? 'high' : undefined}
          decoding="async"
          // A broken or missing upload falls back to the neutral placeholder (once, no loop).
          onError={() => setPhotoFailed(true)}
          className="absolute inset-0 size-full object-cover object-top"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:gap-4 sm:p-5">
        <div className="flex flex-col gap-1">
          <Heading className="font-semibold text-foreground text-lg leading-snug">
            {doctor.name}
          </Heading>
          <p className="font-medium text-primary text-sm">{specialtyOf(doctor.specialty)}</p>
          <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{doctor.clinic}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {doctor.has_score && doctor.score !== null ? (
            <>
              <StarRating
                value={doctor.score}
                size="sm"
                label={t('doctors.scoreSummary', {
                  value: format.rating(doctor.score),
                  max: RATING_MAX,
                })}
              />
              <span className="font-semibold text-foreground">{format.rating(doctor.score)}</span>
              <span className="text-muted-foreground">
                ({t('doctors.reviewCount', { count: doctor.review_count })})
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">{noScoreText(doctor.review_count, t)}</span>
          )}
        </div>
        <Button asChild variant="outline" className="mt-auto w-full">
          <Link
            to={`/doctors/${encodeURIComponent(doctor.id)}`}
            state={listSearch ? ({ listSearch } satisfies DoctorLinkState) : undefined}
          >
            {t('doctors.viewProfile')}
            <span className="sr-only"> {t('doctors.viewProfileOf', { name: doctor.name })}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
