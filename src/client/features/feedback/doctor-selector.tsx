import { DOCTOR_PLACEHOLDER_IMAGE } from '@shared/constants';
import type { VerifiedVisit } from '@shared/feedback';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useSpecialtyName } from '../../lib/localized';
import { cn } from '../../lib/utils';
import '../../i18n/features/feedback';

export type VisitDoctor = VerifiedVisit['doctors'][number];
type SelectorError = 'selectDoctorRequired' | 'doctorNotFound';

interface DoctorSelectorProps {
  doctors: VisitDoctor[];
  /** A doctor asked for from outside the list (e.g. ?doctor= in the address). */
  initialDoctorId?: string | null;
  onSelect: (doctor: VisitDoctor) => void;
}

function DoctorPhoto({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={url && !failed ? url : DOCTOR_PLACEHOLDER_IMAGE}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-14 shrink-0 rounded-full bg-muted object-cover object-top"
    />
  );
}

/**
 * The doctors seen on the verified visit, as a radio group; those already rated are shown but
 * cannot be chosen. Continue checks the choice (selectDoctorRequired / doctorNotFound).
 */
export function DoctorSelector({ doctors, initialDoctorId, onSelect }: DoctorSelectorProps) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  const id = useId();
  const requested = initialDoctorId ? doctors.find((d) => d.id === initialDoctorId) : undefined;
  const [chosen, setChosen] = useState<string | null>(
    requested && !requested.already_reviewed ? requested.id : null,
  );
  // A doctor asked for by id who was not seen on this visit is reported straight away.
  const [error, setError] = useState<SelectorError | null>(
    initialDoctorId && !requested ? 'doctorNotFound' : null,
  );
  const allReviewed = doctors.every((doctor) => doctor.already_reviewed);
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) {
      setError('selectDoctorRequired');
      return;
    }
    const doctor = doctors.find((d) => d.id === chosen && !d.already_reviewed);
    if (!doctor) {
      setError('doctorNotFound');
      return;
    }
    onSelect(doctor);
  };

  if (allReviewed) {
    return (
      <Alert variant="success">
        <CircleCheck aria-hidden="true" />
        <AlertDescription>{t('feedback.selectDoctor.allReviewed')}</AlertDescription>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset
        className="grid gap-3"
        aria-describedby={[error ? errorId : null, `${id}-hint`].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
      >
        <legend className="mb-1 font-semibold text-base">
          {t('feedback.selectDoctor.legend')}
        </legend>
        <p id={`${id}-hint`} className="-mt-1 text-muted-foreground text-sm">
          {t('feedback.selectDoctor.hint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {doctors.map((doctor) => {
            const inputId = `${id}-${doctor.id}`;
            return (
              <label
                key={doctor.id}
                htmlFor={inputId}
                className={cn(
                  'flex items-center gap-3 rounded-lg border bg-card p-3 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2',
                  doctor.already_reviewed
                    ? 'cursor-not-allowed bg-muted/60'
                    : 'cursor-pointer hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary-soft',
                )}
              >
                <input
                  id={inputId}
                  type="radio"
                  name={`${id}-doctor`}
                  value={doctor.id}
                  checked={chosen === doctor.id}
                  disabled={doctor.already_reviewed}
                  onChange={() => {
                    setChosen(doctor.id);
                    setError(null);
                  }}
                  className="size-4 shrink-0 accent-primary"
                />
                <DoctorPhoto url={doctor.image_url} />
                <span className="flex min-w-0 flex-col gap-1">
                  <span
                    className={cn(
                      'font-semibold leading-snug',
                      doctor.already_reviewed && 'text-muted-foreground',
                    )}
                  >
                    {doctor.name}
                  </span>
                  <span className="text-muted-foreground text-sm">
                    {specialtyOf(doctor.specialty)}
                  </span>
                  {doctor.already_reviewed ? (
                    <Badge variant="outline" className="text-muted-foreground">
                      {t('feedback.selectDoctor.alreadyReviewed')}
                    </Badge>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {error ? (
        <Alert variant="destructive" id={errorId}>
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>{t(`feedback.${error}`)}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto">
          {t('feedback.selectDoctor.continue')}
        </Button>
      </div>
    </form>
  );
}
