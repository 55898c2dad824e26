import type { SubmittedFeedback, VerifiedVisit } from '@shared/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { invalidateDoctorReviews } from '../../lib/query-keys';
import type { VisitDoctor } from './doctor-selector';

/**
 * The state of rating a verified visit's doctors, shared by /feedback and the doctor page's
 * panel: the visit, the doctor being rated, and the confirmation of the last review sent.
 * A doctor just rated is marked reviewed, so the confirmation offers only the others. The first
 * review of a visit offers the ministry's survey under its confirmation (about the visit, so
 * asked once).
 */
export function useVisitRating() {
  const queryClient = useQueryClient();
  const [visit, setVisit] = useState<VerifiedVisit | null>(null);
  const [doctor, setDoctor] = useState<VisitDoctor | null>(null);
  const [submitted, setSubmitted] = useState<{
    result: SubmittedFeedback;
    doctorName: string;
  } | null>(null);
  const [surveyPending, setSurveyPending] = useState(false);
  const surveyedVisits = useRef(new Set<string>());

  const onSubmitted = (result: SubmittedFeedback) => {
    if (!doctor || !visit) return;
    void invalidateDoctorReviews(queryClient, doctor.id);
    setVisit({
      ...visit,
      doctors: visit.doctors.map((d) =>
        d.id === doctor.id ? { ...d, already_reviewed: true } : d,
      ),
    });
    setSubmitted({ result, doctorName: doctor.name });
    setSurveyPending(!surveyedVisits.current.has(visit.visit_id));
    surveyedVisits.current.add(visit.visit_id);
    setDoctor(null);
  };

  /** From the confirmation, on to another doctor of the visit. */
  const rateOther = (other: VisitDoctor) => {
    setSubmitted(null);
    setDoctor(other);
  };

  return {
    visit,
    setVisit,
    doctor,
    setDoctor,
    /** Shown while no doctor is being rated. */
    confirmation: visit && !doctor ? submitted : null,
    othersLeft: visit?.doctors.filter((d) => !d.already_reviewed) ?? [],
    onSubmitted,
    rateOther,
    /** The confirmation of `confirmation`'s review offers the survey. */
    surveyPending: surveyPending && submitted !== null,
    finishSurvey: () => setSurveyPending(false),
  };
}
