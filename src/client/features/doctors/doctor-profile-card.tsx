import { DOCTOR_PLACEHOLDER_IMAGE, RATING_MAX } from '@shared/constants';
import type { DoctorProfile } from '@shared/doctors';
import { BriefcaseMedical, GraduationCap, MapPin, MessageSquarePlus } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCTOR_PHOTO_SIZE, noScoreText } from '../../components/doctors/doctor-card';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { StarRating } from '../../components/ui/star-rating';
import { useFormatters } from '../../lib/format';
import { LocalizedText, useSpecialtyName } from '../../lib/localized';
import { useVisited } from './clinic-card';
import '../../i18n/features/doctors';

interface DoctorProfileCardProps {
  doctor: DoctorProfile;
  feedbackOpen: boolean;
  onGiveFeedback: () => void;
  feedbackButtonRef?: Ref<HTMLButtonElement>;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-4">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <div className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {label}
        </div>
        <div className="text-foreground">{children}</div>
      </div>
    </div>
  );
}

/**
 * Photo, name, specialty, clinic, rating summary and facts. A missing or broken photo shows the
 * placeholder image. Education, experience and the introduction show only when recorded: a page
 * about a real doctor states nothing that is not.
 */
export function DoctorProfileCard({
  doctor,
  feedbackOpen,
  onGiveFeedback,
  feedbackButtonRef,
}: DoctorProfileCardProps) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  const format = useFormatters();
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = doctor.image_url && !photoFailed ? doctor.image_url : DOCTOR_PLACEHOLDER_IMAGE;
  const clinic = doctor.clinic_info;
  const score = doctor.has_score ? doctor.score : null;
  // Calling or getting directions (the clinic card) comes first for patients who have not been
  // seen yet; giving feedback is the main action only for those with a verified visit.
  const feedbackFirst = useVisited(doctor.id) || !clinic;

  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      {/* Below lg the card spans the page: a round photo beside the name keeps it short. */}
      <div className="flex items-center gap-4 px-5 pt-5 sm:px-6 sm:pt-6 lg:block lg:p-0">
        <div className="relative size-24 shrink-0 overflow-hidden rounded-full bg-muted sm:size-28 lg:aspect-[4/3] lg:size-auto lg:rounded-none">
          <img
            src={photo}
            alt={t('doctors.photoAlt', { name: doctor.name })}
            width={DOCTOR_PHOTO_SIZE.width}
            height={DOCTOR_PHOTO_SIZE.height}
            decoding="async"
            // The page's largest picture, in view at once: fetched ahead of the page's code.
            fetchPriority="high"
            onError={() => setPhotoFailed(true)}
            className="absolute inset-0 size-full object-cover object-top"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-2 lg:px-6 lg:pt-5">
          <h1 className="font-bold text-foreground text-xl leading-tight sm:text-2xl">
            {doctor.name}
          </h1>
          <Badge variant="secondary" className="text-sm">
            {specialtyOf(doctor.specialty)}
          </Badge>
        </div>
      </div>
      <div className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-surface p-3">
          <span className="sr-only">{t('doctors.detail.overallRating')}</span>
          <span className="font-bold text-3xl text-foreground tabular-nums">
            {score !== null ? format.rating(score) : '–'}
          </span>
          <div className="flex flex-col gap-0.5">
            {score !== null ? (
              <StarRating
                value={score}
                size="md"
                label={t('doctors.scoreSummary', { value: format.rating(score), max: RATING_MAX })}
              />
            ) : null}
            <span className="text-muted-foreground text-sm">
              {score !== null
                ? t('doctors.reviewCount', { count: doctor.review_count })
                : noScoreText(doctor.review_count, t)}
            </span>
          </div>
        </div>

        <div className="flex flex-col gap-4 text-sm">
          <Fact icon={<MapPin aria-hidden="true" />} label={t('doctors.detail.clinic')}>
            <span className="font-medium">{clinic?.name ?? doctor.clinic}</span>
            {clinic ? (
              <span className="block text-muted-foreground">
                {[clinic.address, clinic.city].filter(Boolean).join(', ')}
              </span>
            ) : null}
          </Fact>
          {doctor.education || doctor.education_en ? (
            <Fact icon={<GraduationCap aria-hidden="true" />} label={t('doctors.detail.education')}>
              <LocalizedText vi={doctor.education} en={doctor.education_en} />
            </Fact>
          ) : null}
          {doctor.experience_years === null ? null : (
            <Fact
              icon={<BriefcaseMedical aria-hidden="true" />}
              label={t('doctors.detail.experience')}
            >
              {t('doctors.detail.experienceYears', { count: doctor.experience_years })}
            </Fact>
          )}
        </div>

        {doctor.bio || doctor.bio_en ? (
          <div className="flex flex-col gap-1.5">
            <h2 className="font-semibold text-foreground">{t('doctors.detail.about')}</h2>
            {/* Plain text; line breaks typed by staff are kept. */}
            <LocalizedText
              as="p"
              className="whitespace-pre-line text-muted-foreground text-sm leading-relaxed"
              vi={doctor.bio}
              en={doctor.bio_en}
            />
          </div>
        ) : null}

        <Button
          ref={feedbackButtonRef}
          size="lg"
          variant={feedbackFirst ? 'default' : 'outline'}
          data-primary={feedbackFirst}
          onClick={onGiveFeedback}
          aria-expanded={feedbackOpen}
          className="w-full"
        >
          <MessageSquarePlus aria-hidden="true" />
          {t('doctors.detail.giveFeedback')}
        </Button>
      </div>
    </article>
  );
}
