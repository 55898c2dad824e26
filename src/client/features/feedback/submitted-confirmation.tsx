import type { SubmittedFeedback } from '@shared/feedback';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { Button } from '../../components/ui/button';
import type { VisitDoctor } from './doctor-selector';
import { FeedbackStatusBadge } from './feedback-status-badge';
import '../../i18n/features/feedback';

interface SubmittedConfirmationProps {
  /** The review just sent, as the server answered. */
  submitted: SubmittedFeedback;
  doctorName: string;
  /** The visit's other doctors not rated yet: offered next. */
  others: VisitDoctor[];
  onRateOther: (doctor: VisitDoctor) => void;
  headingLevel?: 'h2' | 'h3';
  /** What leaves the flow (back to the doctors, or closing the doctor page's panel). */
  leave: React.ReactNode;
  /** The optional survey offered after a visit's first review. */
  survey?: React.ReactNode;
}

/**
 * What the patient sees once a review is sent, and keeps seeing: that it arrived, where it stands
 * (awaiting moderation), a link to it in their profile, and the visit's other doctors to rate next.
 * The focus moves to its heading, so a screen reader says so too.
 */
export function SubmittedConfirmation({
  submitted,
  doctorName,
  others,
  onRateOther,
  headingLevel: Heading = 'h2',
  leave,
  survey,
}: SubmittedConfirmationProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby="feedback-submitted" className="grid gap-5">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
        <div className="grid gap-2">
          <Heading
            id="feedback-submitted"
            ref={heading}
            tabIndex={-1}
            className="font-semibold text-foreground text-xl leading-snug outline-none"
          >
            {t('feedback.done.title', { name: doctorName })}
          </Heading>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t('feedback.done.statusLabel')}</span>
            <FeedbackStatusBadge status={submitted.status} />
          </p>
          <p className="text-muted-foreground text-sm">{t('feedback.done.whatNext')}</p>
        </div>
      </div>
      {survey}
      <div className="flex flex-wrap gap-2">
        <LinkButton to={`/profile?tab=feedback#review-${submitted.id}`} variant="outline">
          {t('feedback.done.seeIt')}
        </LinkButton>
        {leave}
      </div>
      {others.length > 0 ? (
        <div className="grid gap-3 border-t pt-4">
          <p className="font-medium">{t('feedback.done.othersTitle')}</p>
          <ul className="grid gap-2">
            {others.map((doctor) => (
              <li key={doctor.id}>
                <Button type="button" onClick={() => onRateOther(doctor)}>
                  {t('feedback.done.rateOther', { name: doctor.name })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
