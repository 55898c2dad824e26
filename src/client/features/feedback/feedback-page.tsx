import type { VerifiedVisit } from '@shared/feedback';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import '../../i18n/features/feedback';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DoctorSelector, type VisitDoctor } from './doctor-selector';
import { FeedbackStepper } from './feedback-stepper';
import { InviteVisit } from './invite-visit';
import { PreselectedClinic } from './preselected-clinic';
import { RateDoctorStep } from './rate-doctor-step';
import { SubmittedConfirmation } from './submitted-confirmation';
import { SurveyOffer } from './survey-offer';
import { useVisitRating } from './use-visit-rating';
import { VisitForm } from './visit-form';
import { VisitSummary } from './visit-summary';

/**
 * The doctor to rate at once: the one asked for, when the visit allows rating them now; or,
 * when none was asked for, the visit's only doctor (a choice of one is no choice).
 */
function reviewable(visit: VerifiedVisit, doctorId: string | null): VisitDoctor | undefined {
  const [only, ...others] = visit.doctors;
  const id = doctorId ?? (others.length === 0 ? only?.id : undefined);
  return visit.doctors.find((d) => d.id === id && !d.already_reviewed);
}

/**
 * /feedback (signed-in only): step 1 verifies the visit on the server and offers the doctors of
 * that visit; step 2 is the feedback form. `?doctor=<id>` preselects a doctor.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('feedback.documentTitle'));
  const [searchParams] = useSearchParams();
  const requestedDoctor = searchParams.get('doctor');
  const invite = searchParams.get('invite');
  const clinicId = searchParams.get('clinic');
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
  // After "Use another code" the button that had focus is gone; the code field takes it.
  const [changedVisit, setChangedVisit] = useState(false);

  const onVerified = (verified: VerifiedVisit) => {
    setVisit(verified);
    // The doctor asked for in the address (or the only one) goes straight to the form.
    setDoctor(reviewable(verified, requestedDoctor) ?? null);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-2">
        <h1 className="font-bold text-2xl sm:text-3xl">{t('feedback.page.title')}</h1>
        <p className="text-muted-foreground">{t('feedback.page.subtitle')}</p>
        {clinicId ? <PreselectedClinic clinicId={clinicId} /> : null}
      </header>
      <FeedbackStepper current={visit && doctor ? 2 : 1} />
      <Card>
        {confirmation ? (
          <CardContent className="px-4 sm:px-6">
            <SubmittedConfirmation
              submitted={confirmation.result}
              doctorName={confirmation.doctorName}
              others={othersLeft}
              onRateOther={rateOther}
              survey={
                surveyPending ? (
                  <SurveyOffer feedbackId={confirmation.result.id} onDone={finishSurvey} />
                ) : null
              }
              leave={
                <LinkButton to="/doctors" variant="ghost">
                  {t('feedback.done.backToDoctors')}
                </LinkButton>
              }
            />
          </CardContent>
        ) : visit && doctor ? (
          <CardContent className="px-4 sm:px-6">
            <RateDoctorStep
              visitId={visit.visit_id}
              doctor={doctor}
              onSubmitted={onSubmitted}
              secondaryAction={
                <Button type="button" variant="outline" onClick={() => setDoctor(null)}>
                  {t('feedback.form.changeDoctor')}
                </Button>
              }
            />
          </CardContent>
        ) : (
          <>
            <CardHeader className="px-4 sm:px-6">
              <CardTitle asHeading="h2">{t('feedback.verify.title')}</CardTitle>
              <CardDescription>{t('feedback.verify.description')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6 px-4 sm:px-6">
              {visit ? (
                <>
                  <VisitSummary
                    visit={visit}
                    onChangeVisit={() => {
                      setVisit(null);
                      setChangedVisit(true);
                    }}
                  />
                  <DoctorSelector
                    doctors={visit.doctors}
                    initialDoctorId={requestedDoctor}
                    onSelect={setDoctor}
                  />
                </>
              ) : (
                <VisitStart
                  invite={changedVisit ? null : invite}
                  onVerified={onVerified}
                  form={<VisitForm onVerified={onVerified} autoFocus={changedVisit} />}
                />
              )}
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}

/** A personal invitation opens the visit by itself; otherwise the patient types code and phone. */
function VisitStart({
  invite,
  onVerified,
  form,
}: {
  invite: string | null;
  onVerified: (visit: VerifiedVisit) => void;
  form: ReactNode;
}) {
  return invite ? <InviteVisit invite={invite} onVerified={onVerified} fallback={form} /> : form;
}
