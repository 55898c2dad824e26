import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminDoctor, doctorSchema } from '@shared/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormSelectField } from '../../../components/admin/form-select-field';
import { BilingualTextFields, FormTextField } from '../../../components/admin/form-text-field';
import { useGoBack } from '../../../components/admin/go-back';
import { ImagePicker } from '../../../components/admin/image-picker';
import { SaveButton } from '../../../components/admin/save-button';
import { useSaveFailure } from '../../../components/admin/save-failure';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../../components/ui/card';
import { translateError } from '../../../lib/api-errors';
import { useSpecialtyName } from '../../../lib/localized';
import { toast } from '../../../lib/toast';
import { useAdminClinics } from '../clinics/api';
import { useSpecialties } from '../specialties/api';
import { useSaveDoctor } from './api';
import { useDoctorStatusOptions } from './doctor-status';

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
  const navigate = useNavigate();
  const goBack = useGoBack('/admin/doctors');
  const clinics = useAdminClinics();
  const specialties = useSpecialties();
  const specialtyOf = useSpecialtyName();
  const statusOptions = useDoctorStatusOptions();
  const save = useSaveDoctor();
  const [image, setImage] = useState<File | null>(null);
  const isEdit = doctor !== null;

  const form = useForm<FormInput, unknown, FormOutput>({
    defaultValues: defaultsOf(doctor),
    resolver: zodResolver(doctorSchema),
    mode: 'onBlur',
  });
  const { control, handleSubmit, setError } = form;
  const noClinics = clinics.isSuccess && clinics.data.length === 0;

  const onFailure = useSaveFailure({
    isEdit,
    setError,
    editPath: (id) => `/admin/doctors/${id}`,
    failedTitle: t(
      isEdit ? 'admin.doctors.errorUpdatingDoctor' : 'admin.doctors.errorAddingDoctor',
    ),
    fields: FIELDS,
  });
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
      .catch(onFailure),
  );

  const saving = save.isPending;
  const clinicHint = noClinics ? (
    <>
      {t('admin.doctors.form.noClinics')}{' '}
      <Link to="/admin/clinics/new" className="font-medium text-primary underline">
        {t('admin.doctors.form.addClinic')}
      </Link>
    </>
  ) : clinics.isError ? (
    translateError(clinics.error)
  ) : undefined;
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
            <FormTextField
              form={form}
              name="name"
              id="doctor-name"
              label={t('admin.doctors.form.name')}
              autoComplete="off"
              maxLength={100}
            />
            <FormSelectField
              control={control}
              name="specialty_id"
              id="doctor-specialty"
              label={t('admin.doctors.form.specialty')}
              hint={specialties.isError ? translateError(specialties.error) : undefined}
              options={(specialties.data ?? []).map((s) => ({
                value: s.id,
                label: specialtyOf(s),
              }))}
              placeholder={t('admin.doctors.form.chooseSpecialty')}
              disabled={saving || specialties.isPending}
            />
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            <FormSelectField
              control={control}
              name="clinic_id"
              id="doctor-clinic"
              label={t('admin.doctors.form.clinic')}
              hint={clinicHint}
              options={(clinics.data ?? []).map((clinic) => ({
                value: clinic.id,
                label: clinic.is_active
                  ? clinic.name
                  : t('admin.doctors.form.inactiveClinic', { name: clinic.name }),
              }))}
              placeholder={
                clinics.isPending
                  ? t('admin.doctors.form.loadingClinics')
                  : t('admin.doctors.form.chooseClinic')
              }
              disabled={saving || clinics.isPending || !clinics.data?.length}
            />
            <FormSelectField
              control={control}
              name="status"
              id="doctor-status"
              label={t('admin.doctors.form.status')}
              hint={t('admin.doctors.form.statusHint')}
              options={statusOptions}
              disabled={saving}
            />
          </div>
          <FormTextField
            form={form}
            name="experience_years"
            id="doctor-experience"
            className="content-start sm:max-w-xs"
            label={t('admin.doctors.form.experience')}
            optional
            hint={t('admin.doctors.form.experienceHint')}
            type="number"
            inputMode="numeric"
            min={0}
            max={80}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <BilingualTextFields
              form={form}
              names={['education', 'education_en']}
              ids={['doctor-education', 'doctor-education-en']}
              labels={[t('admin.doctors.form.education'), t('admin.doctors.form.educationEn')]}
              optional
              maxLength={500}
            />
            <BilingualTextFields
              form={form}
              names={['bio', 'bio_en']}
              ids={['doctor-bio', 'doctor-bio-en']}
              labels={[t('admin.doctors.form.bio'), t('admin.doctors.form.bioEn')]}
              optional
              rows={5}
              maxLength={2000}
            />
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
          <SaveButton
            saving={saving}
            isEdit={isEdit}
            createLabel={t('admin.doctors.form.create')}
            className="w-full sm:w-auto"
          />
        </CardFooter>
      </Card>
    </form>
  );
}
