import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminDoctor, doctorSchema } from '@shared/admin';
import { DOCTOR_STATUSES } from '@shared/constants';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { translateError } from '../../../lib/api';
import { useSpecialtyName } from '../../../lib/localized';
import { toast } from '../../../lib/toast';
import { useAdminClinics } from '../clinics/api';
import { useGoBack } from '../common/go-back';
import { ImagePicker } from '../common/image-picker';
import { serverFieldErrors } from '../common/server-fields';
import { ImageUploadError } from '../common/upload-image';
import { useValidationMessage } from '../common/validation-message';
import { useSpecialties } from '../specialties/api';
import { useSaveDoctor } from './api';
import { isDoctorStatus } from './doctor-status';

type FormInput = z.input<typeof doctorSchema>;
type FormOutput = z.output<typeof doctorSchema>;

const FIELDS = [
  'name',
  'specialty_id',
  'clinic_id',
  'education',
  'education_en',
  'experience_years',
  'bio',
  'bio_en',
  'status',
];

function defaultsOf(doctor: AdminDoctor | null): FormInput {
  return {
    name: doctor?.name ?? '',
    specialty_id: doctor?.specialty_id ?? '',
    clinic_id: doctor?.clinic_id ?? '',
    education: doctor?.education ?? '',
    education_en: doctor?.education_en ?? '',
    experience_years: doctor?.experience_years ?? '',
    bio: doctor?.bio ?? '',
    bio_en: doctor?.bio_en ?? '',
    // New doctors start pending: they appear publicly once an admin verifies them.
    status: doctor?.status ?? 'pending',
  };
}

export function DoctorForm({ doctor }: { doctor: AdminDoctor | null }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const goBack = useGoBack('/admin/doctors');
  const clinics = useAdminClinics();
  const specialties = useSpecialties();
  const specialtyOf = useSpecialtyName();
  const save = useSaveDoctor();
  const [image, setImage] = useState<File | null>(null);
  const isEdit = doctor !== null;

  const form = useForm<FormInput, unknown, FormOutput>({
    defaultValues: defaultsOf(doctor),
    resolver: zodResolver(doctorSchema),
    mode: 'onBlur',
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const noClinics = clinics.isSuccess && clinics.data.length === 0;

  const submit = handleSubmit((values) =>
    save
      .mutateAsync({ id: doctor?.id ?? null, values, image })
      .then(() => {
        toast.success(t(isEdit ? 'admin.doctors.doctorUpdated' : 'admin.doctors.doctorAdded'), {
          description: t(
            isEdit
              ? 'admin.doctors.doctorUpdatedDescription'
              : 'admin.doctors.doctorAddedDescription',
          ),
        });
        navigate('/admin/doctors');
      })
      .catch((error: unknown) => {
        if (error instanceof ImageUploadError) {
          toast.error(t('admin.catalog.image.uploadFailed'), {
            description: translateError(error.uploadError),
          });
          // The doctor exists now: continue on its edit page, where saving retries the picture.
          if (!isEdit) navigate(`/admin/doctors/${error.savedId}`, { replace: true });
          return;
        }
        for (const field of serverFieldErrors(error)) {
          if (FIELDS.includes(field.path)) {
            setError(field.path as FieldPath<FormInput>, { message: field.message });
          }
        }
        toast.error(
          t(isEdit ? 'admin.doctors.errorUpdatingDoctor' : 'admin.doctors.errorAddingDoctor'),
          {
            description: translateError(error),
          },
        );
      }),
  );

  const saving = save.isPending;
  const optional = (label: string) => (
    <>
      {label}
      <span className="font-normal text-muted-foreground">{t('admin.catalog.optional')}</span>
    </>
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={saving}>
      <Card>
        <CardContent className="grid gap-6">
          <ImagePicker
            id="doctor-image"
            label={t('admin.doctors.form.image')}
            currentSrc={doctor?.image_url ?? null}
            file={image}
            onFileChange={setImage}
            disabled={saving}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField
              className="content-start"
              id="doctor-name"
              label={t('admin.doctors.form.name')}
              error={message(errors.name?.message)}
            >
              {(control) => (
                <Input {...control} autoComplete="off" maxLength={100} {...register('name')} />
              )}
            </FormField>
            <Controller
              control={control}
              name="specialty_id"
              render={({ field }) => (
                <FormField
                  className="content-start"
                  id="doctor-specialty"
                  label={t('admin.doctors.form.specialty')}
                  error={message(errors.specialty_id?.message)}
                  hint={specialties.isError ? translateError(specialties.error) : undefined}
                >
                  {(control) => (
                    <Select
                      name={field.name}
                      value={field.value}
                      onValueChange={field.onChange}
                      disabled={saving || specialties.isPending}
                    >
                      <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue placeholder={t('admin.doctors.form.chooseSpecialty')} />
                      </SelectTrigger>
                      <SelectContent>
                        {specialties.data?.map((s) => (
                          <SelectItem key={s.id} value={s.id}>
                            {specialtyOf(s)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </FormField>
              )}
            />
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            <Controller
              control={control}
              name="clinic_id"
              render={({ field }) => (
                <FormField
                  className="content-start"
                  id="doctor-clinic"
                  label={t('admin.doctors.form.clinic')}
                  error={message(errors.clinic_id?.message)}
                  hint={
                    noClinics ? (
                      <>
                        {t('admin.doctors.form.noClinics')}{' '}
                        <Link
                          to="/admin/clinics/new"
                          className="font-medium text-primary underline"
                        >
                          {t('admin.doctors.form.addClinic')}
                        </Link>
                      </>
                    ) : clinics.isError ? (
                      translateError(clinics.error)
                    ) : undefined
                  }
                >
                  {(control) => (
                    <Select
                      name={field.name}
                      value={field.value}
                      onValueChange={field.onChange}
                      disabled={saving || clinics.isPending || !clinics.data?.length}
                    >
                      <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue
                          placeholder={
                            clinics.isPending
                              ? t('admin.doctors.form.loadingClinics')
                              : t('admin.doctors.form.chooseClinic')
                          }
                        />
                      </SelectTrigger>
                      <SelectContent>
                        {clinics.data?.map((clinic) => (
                          <SelectItem key={clinic.id} value={clinic.id}>
                            {clinic.is_active
                              ? clinic.name
                              : t('admin.doctors.form.inactiveClinic', { name: clinic.name })}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <FormField
                  className="content-start"
                  id="doctor-status"
                  label={t('admin.doctors.form.status')}
                  hint={t('admin.doctors.form.statusHint')}
                >
                  {(control) => (
                    <Select
                      name={field.name}
                      value={field.value ?? 'pending'}
                      onValueChange={(value) => isDoctorStatus(value) && field.onChange(value)}
                      disabled={saving}
                    >
                      <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {DOCTOR_STATUSES.map((status) => (
                          <SelectItem key={status} value={status}>
                            {t(`admin.doctors.status.${status}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </FormField>
              )}
            />
          </div>
          <FormField
            className="content-start sm:max-w-xs"
            id="doctor-experience"
            label={optional(t('admin.doctors.form.experience'))}
            error={message(errors.experience_years?.message)}
            hint={t('admin.doctors.form.experienceHint')}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={80}
                {...register('experience_years')}
              />
            )}
          </FormField>
          {/* Vietnamese and English side by side; English readers see the Vietnamese where the English is empty. */}
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField
              className="content-start"
              id="doctor-education"
              label={optional(t('admin.doctors.form.education'))}
              error={message(errors.education?.message)}
            >
              {(control) => (
                <Input {...control} lang="vi" maxLength={500} {...register('education')} />
              )}
            </FormField>
            <FormField
              className="content-start"
              id="doctor-education-en"
              label={optional(t('admin.doctors.form.educationEn'))}
              error={message(errors.education_en?.message)}
            >
              {(control) => (
                <Input {...control} lang="en" maxLength={500} {...register('education_en')} />
              )}
            </FormField>
            <FormField
              className="content-start"
              id="doctor-bio"
              label={optional(t('admin.doctors.form.bio'))}
              error={message(errors.bio?.message)}
            >
              {(control) => (
                <Textarea {...control} lang="vi" rows={5} maxLength={2000} {...register('bio')} />
              )}
            </FormField>
            <FormField
              className="content-start"
              id="doctor-bio-en"
              label={optional(t('admin.doctors.form.bioEn'))}
              error={message(errors.bio_en?.message)}
            >
              {(control) => (
                <Textarea
                  {...control}
                  lang="en"
                  rows={5}
                  maxLength={2000}
                  {...register('bio_en')}
                />
              )}
            </FormField>
          </div>
        </CardContent>
        <CardFooter className="flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto"
            onClick={goBack}
            disabled={saving}
          >
            {t('common.cancel')}
          </Button>
          <Button type="submit" className="w-full sm:w-auto" disabled={saving}>
            {saving ? <Spinner className="text-current" /> : <Save aria-hidden="true" />}
            {saving
              ? t('admin.catalog.saving')
              : isEdit
                ? t('admin.catalog.saveChanges')
                : t('admin.doctors.form.create')}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
