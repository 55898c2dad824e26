import type { ImportProblem } from '@shared/visits';
import { VISIT_VALID_DAYS_DEFAULT } from '@shared/visits';
import { format } from 'date-fns';
import { CircleAlert, CirclePlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClinicOptions } from '../../components/admin/api';
import { OptionSelect } from '../../components/admin/option-select';
import { ErrorBlock, LoadingBlock } from '../../components/admin/screen-states';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorDetails, translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useAddVisit, useDoctorOptions } from './api';
import { CreatedCode } from './created-code';
import { DoctorPicker } from './doctor-picker';
import { useFieldLabel, useProblemText } from './field-label';

const today = () => format(new Date(), 'yyyy-MM-dd');

/** Problems the server found in the visit (400 details.problems), shown next to the form. */
function problemsOf(error: unknown): ImportProblem[] {
  const problems = errorDetails(error, 'validation_failed')?.problems;
  return Array.isArray(problems) ? problems : [];
}

/** Adds one visit by hand, e.g. for a patient who asks at the desk; shows the new code. */
export function AddVisitForm() {
  const { t } = useTranslation();
  const id = useId();
  const doctors = useDoctorOptions();
  const clinics = useClinicOptions();
  const add = useAddVisit();
  const [phone, setPhone] = useState('');
  const [visitDate, setVisitDate] = useState(today);
  const [doctorIds, setDoctorIds] = useState<string[]>([]);
  // null: no clinic (a visit may name only its doctors).
  const [clinicId, setClinicId] = useState<string | null>(null);
  const [visitCode, setVisitCode] = useState('');
  const [validDays, setValidDays] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const errors = {
    phone: submitted && !phone.trim() ? t('admin.visits.add.phoneRequired') : undefined,
    visitDate: submitted && !visitDate ? t('admin.visits.add.dateRequired') : undefined,
    doctors:
      submitted && doctorIds.length === 0 ? t('admin.visits.add.doctorsRequired') : undefined,
  };
  const problems = problemsOf(add.error);
  const fieldLabel = useFieldLabel();
  const problemText = useProblemText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!phone.trim() || !visitDate || doctorIds.length === 0) return;
    const days = Number.parseInt(validDays, 10);
    add.mutate(
      {
        phone: phone.trim(),
        visit_date: visitDate,
        doctor_ids: doctorIds,
        clinic_id: clinicId ?? undefined,
        visit_code: visitCode.trim() || undefined,
        valid_days: Number.isFinite(days) ? days : undefined,
      },
      {
        onSuccess: ({ visit_code }) => {
          toast.success(t('admin.visits.add.created'));
          setCreated(visit_code);
          setPhone('');
          setDoctorIds([]);
          setVisitCode('');
          setSubmitted(false);
        },
        onError: (error) =>
          toast.error(t('admin.visits.add.errorCreating'), { description: translateError(error) }),
      },
    );
  };

  if (doctors.isPending || clinics.isPending) return <LoadingBlock />;
  if (doctors.isError || clinics.isError) {
    return (
      <ErrorBlock
        message={translateError(doctors.error ?? clinics.error)}
        onRetry={() => {
          void doctors.refetch();
          void clinics.refetch();
        }}
      />
    );
  }

  return (
    <div className="grid gap-6">
      {created ? (
        <CreatedCode
          codes={[created]}
          title={t('admin.visits.add.createdTitle')}
          onDismiss={() => setCreated(null)}
        />
      ) : null}
      <form onSubmit={submit} noValidate className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-4">
          <FormField id={`${id}-phone`} label={t('admin.visits.phone')} error={errors.phone}>
            {(control) => (
              <Input
                {...control}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                placeholder={t('admin.visits.add.phonePlaceholder')}
              />
            )}
          </FormField>
          <FormField id={`${id}-date`} label={t('admin.visits.date')} error={errors.visitDate}>
            {(control) => (
              <Input
                {...control}
                type="date"
                max={today()}
                value={visitDate}
                onChange={(e) => setVisitDate(e.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-clinic`} label={t('admin.visits.add.clinicOptional')}>
            {(control) => (
              <OptionSelect
                value={clinicId}
                onChange={setClinicId}
                noneLabel={t('admin.visits.add.noClinic')}
                options={clinics.data.map((clinic) => ({ value: clinic.id, label: clinic.name }))}
                trigger={control}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-days`}
              label={t('admin.visits.add.validDays')}
              hint={t('admin.visits.add.validDaysHint', { days: VISIT_VALID_DAYS_DEFAULT })}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={1}
                  max={365}
                  inputMode="numeric"
                  value={validDays}
                  placeholder={String(VISIT_VALID_DAYS_DEFAULT)}
                  onChange={(e) => setValidDays(e.target.value)}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-code`}
              label={t('admin.visits.add.codeOptional')}
              hint={t('admin.visits.add.codeHint')}
            >
              {(control) => (
                <Input
                  {...control}
                  value={visitCode}
                  autoComplete="off"
                  className="font-mono uppercase"
                  maxLength={32}
                  onChange={(e) => setVisitCode(e.target.value)}
                />
              )}
            </FormField>
          </div>
        </div>
        <div className="grid gap-2">
          <DoctorPicker
            doctors={doctors.data}
            value={doctorIds}
            onChange={setDoctorIds}
            clinicId={clinicId ?? undefined}
            invalid={Boolean(errors.doctors)}
            describedBy={errors.doctors ? `${id}-doctors-error` : undefined}
          />
          {errors.doctors ? (
            <p id={`${id}-doctors-error`} className="font-medium text-destructive text-sm">
              {errors.doctors}
            </p>
          ) : null}
        </div>
        {problems.length > 0 ? (
          <Alert variant="destructive" className="lg:col-span-2">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>{t('admin.visits.add.problemsTitle')}</AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-4">
                {problems.map((p) => (
                  <li key={`${p.field}-${p.message}`}>
                    {fieldLabel(p.field)}: {problemText(p)}
                  </li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        ) : null}
        <Button type="submit" className="w-full sm:w-fit lg:col-span-2" disabled={add.isPending}>
          {add.isPending ? <Spinner className="text-current" /> : <CirclePlus aria-hidden="true" />}
          {t('admin.visits.add.submit')}
        </Button>
      </form>
    </div>
  );
}
