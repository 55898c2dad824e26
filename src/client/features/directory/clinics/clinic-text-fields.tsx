import type { clinicSchema } from '@shared/admin';
import { CLINIC_LIMITS } from '@shared/constants';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BilingualTextFields, FormTextField } from '../../../components/admin/form-text-field';
import { SectionCard } from '../../../components/section-card';
import { type ClinicFormInput, fieldId, type TextField } from './clinic-form-model';

interface ClinicTextFieldsProps {
  form: UseFormReturn<ClinicFormInput, unknown, z.output<typeof clinicSchema>>;
  disabled: boolean;
}

/** Basic information and contact details of the clinic form. */
export function ClinicTextFields({ form, disabled }: ClinicTextFieldsProps) {
  const { t } = useTranslation();

  const text = (
    field: TextField,
    options: {
      type?: string;
      inputMode?: 'tel' | 'email';
      autoComplete?: string;
      required?: boolean;
    } = {},
  ) => (
    <FormTextField
      form={form}
      name={field}
      id={fieldId(field)}
      label={t(`admin.clinics.fields.${field}`)}
      optional={!options.required}
      required={options.required}
      hint={field === 'phone' ? t('admin.clinics.form.phoneHint') : undefined}
      type={options.type ?? 'text'}
      inputMode={options.inputMode}
      autoComplete={options.autoComplete ?? 'off'}
      disabled={disabled}
    />
  );

  return (
    <>
      <SectionCard title={t('admin.clinics.form.basicTitle')} contentClassName="grid gap-6">
        {text('name', { required: true })}
        <div className="grid gap-6 sm:grid-cols-[2fr_1fr]">
          {text('address', { required: true, autoComplete: 'street-address' })}
          {text('city', { required: true, autoComplete: 'address-level2' })}
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <BilingualTextFields
            form={form}
            names={['description', 'description_en']}
            ids={[fieldId('description'), fieldId('description_en')]}
            labels={[
              t('admin.clinics.fields.description'),
              t('admin.clinics.fields.descriptionEn'),
            ]}
            optional
            hint={t('admin.clinics.form.descriptionHint', { max: CLINIC_LIMITS.description })}
            rows={4}
            disabled={disabled}
          />
        </div>
      </SectionCard>
      <SectionCard
        title={t('admin.clinics.form.contactTitle')}
        contentClassName="grid gap-6 sm:grid-cols-2"
      >
        {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
      </SectionCard>
    </>
  );
}
