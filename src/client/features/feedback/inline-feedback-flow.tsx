import type { VerifiedVisit } from '@shared/feedback';
import { Info, LogIn, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { signInPath } from '../../lib/auth/redirect';
import { FeedbackStepper } from './feedback-stepper';
import { RateDoctorStep } from './rate-doctor-step';
import { SubmittedConfirmation } from './submitted-confirmation';
import { SurveyOffer } from './survey-offer';
import { useVisitRating } from './use-visit-rating';
import { VisitForm } from './visit-form';
import '../../i18n/features/feedback';

interface InlineFeedbackFlowProps {
  doctorId: string;
  /** For the messages; the page has it already. */
  doctorName?: string;
  onClose: () => void;
}

type Problem = 'doctorNotInVisit' | 'alreadyReviewed';

/**
 * The doctor page's feedback panel: the same visit check as /feedback, then the form for this
 * doctor only. Says clearly when the verified visit was with other doctors; once sent, confirms it
 * and offers the visit's other doctors.
 */
export function InlineFeedbackFlow({ doctorId, doctorName, onClose }: InlineFeedbackFlowProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const {
    visit,
    setVisit,
    doctor,
    setDoctor,
    confirmation,
    othersLeft,
    onSubmitted,
    rateOther,
    surveyPending,
    finishSurvey,
  } = useVisitRating();
  const [problem, setProblem] = useState<Problem | null>(null);
  const name = doctorName ?? t('feedback.inline.thisDoctor');

  const cancel = (
    <Button type="button" variant="outline" onClick={onClose}>
      {t('common.cancel')}
    </Button>
  );

  if (isLoading) return <Spinner label={t('common.loading')} className="text-2xl" />;

  if (!user) {
    return (
      <div className="grid gap-4">
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertTitle>{t('feedback.mustBeLoggedIn')}</AlertTitle>
          <AlertDescription className="text-foreground">
            {t('feedback.inline.guestText')}
          </AlertDescription>
        </Alert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {cancel}
          <LinkButton to={signInPath(`/doctors/${doctorId}`)} icon={LogIn}>
            {t('feedback.inline.signIn')}
          </LinkButton>
        </div>
      </div>
    );
  }

  const onVerified = (verified: VerifiedVisit) => {
    const seen = verified.doctors.find((d) => d.id === doctorId);
    setVisit(verified);
    if (!seen) setProblem('doctorNotInVisit');
    else if (seen.already_reviewed) setProblem('alreadyReviewed');
    else setDoctor(seen);
  };

  if (confirmation) {
    return (
      <SubmittedConfirmation
        submitted={confirmation.result}
        doctorName={confirmation.doctorName}
        others={othersLeft}
        onRateOther={rateOther}
        headingLevel="h3"
        survey={
          surveyPending ? (
            <SurveyOffer
              feedbackId={confirmation.result.id}
              onDone={finishSurvey}
              headingLevel="h4"
            />
          ) : null
        }
        leave={
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('feedback.done.close')}
          </Button>
        }
      />
    );
  }

  const othersToRate = visit?.doctors.some((d) => d.id !== doctorId && !d.already_reviewed);

  return (
    <div className="grid gap-6">
      <FeedbackStepper current={doctor ? 2 : 1} />
      {visit && doctor ? (
        <RateDoctorStep
          visitId={visit.visit_id}
          doctor={doctor}
          onSubmitted={onSubmitted}
          secondaryAction={cancel}
          headingLevel="h3"
          showPhoto={false}
        />
      ) : (
        <div className="grid gap-4">
          <p className="text-muted-foreground">{t('feedback.inline.intro', { name })}</p>
          {problem ? (
            <Alert variant={problem === 'alreadyReviewed' ? 'info' : 'destructive'}>
              {problem === 'alreadyReviewed' ? (
                <Info aria-hidden="true" />
              ) : (
                <TriangleAlert aria-hidden="true" />
              )}
              <AlertDescription className="text-foreground">
                <p>{t(`feedback.inline.${problem}`, { name })}</p>
                {othersToRate ? (
                  <Link to="/feedback" className="font-medium text-primary underline">
                    {t('feedback.inline.otherDoctors')}
                  </Link>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
          <VisitForm
            onVerified={onVerified}
            onAttempt={() => setProblem(null)}
            secondaryAction={cancel}
          />
        </div>
      )}
    </div>
  );
}
