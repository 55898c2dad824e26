import { DOCTOR_PLACEHOLDER_IMAGE } from '@shared/constants';
import type { SubmittedFeedback } from '@shared/feedback';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpecialtyName } from '../../lib/localized';
import type { VisitDoctor } from './doctor-selector';
import { FeedbackForm } from './feedback-form';
import '../../i18n/features/feedback';

interface RateDoctorStepProps {
  visitId: string;
  doctor: Pick<VisitDoctor, 'id' | 'name' | 'specialty' | 'image_url'>;
  onSubmitted: (result: SubmittedFeedback) => void;
  secondaryAction?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Off where the doctor's profile is already on screen (the doctor page). */
  showPhoto?: boolean;
}

/** Step 2: who is being rated, then the form. Focus moves to its heading when it appears. */
export function RateDoctorStep({
  visitId,
  doctor,
  onSubmitted,
  secondaryAction,
  headingLevel: Heading = 'h2',
  showPhoto = true,
}: RateDoctorStepProps) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [photoFailed, setPhotoFailed] = useState(false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby={`rate-${doctor.id}`} className="grid gap-5">
      <div className="flex items-center gap-4">
        {showPhoto ? (
          <img
            src={doctor.image_url && !photoFailed ? doctor.image_url : DOCTOR_PLACEHOLDER_IMAGE}
            alt=""
            width={64}
            height={64}
            decoding="async"
            onError={() => setPhotoFailed(true)}
            className="size-16 shrink-0 rounded-full bg-muted object-cover object-top"
          />
        ) : null}
        <div className="grid min-w-0 gap-1">
          <Heading
            id={`rate-${doctor.id}`}
            ref={heading}
            tabIndex={-1}
            className="font-semibold text-foreground text-xl leading-snug outline-none"
          >
            {t('feedback.form.title', { name: doctor.name })}
          </Heading>
          <p className="text-muted-foreground text-sm">{specialtyOf(doctor.specialty)}</p>
        </div>
      </div>
      <p className="text-muted-foreground text-sm">{t('feedback.form.intro')}</p>
      <FeedbackForm
        key={doctor.id}
        visitId={visitId}
        doctorId={doctor.id}
        onSubmitted={onSubmitted}
        secondaryAction={secondaryAction}
      />
    </section>
  );
}
