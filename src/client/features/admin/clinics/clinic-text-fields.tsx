import type { clinicSchema } from '@shared/admin';
import { CLINIC_LIMITS } from '@shared/constants';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useValidationMessage } from '../common/validation-message';
import { type ClinicFormInput, fieldId, type TextField } from './clinic-form-model';

interface ClinicTextFieldsProps {
  form: UseFormReturn<ClinicFormInput, unknown, z.output<typeof clinicSchema>>;
  disabled: boolean;
}

/** Basic information and contact details of the clinic form. */
export function ClinicTextFields({ form, disabled }: ClinicTextFieldsProps) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const { register, formState } = form;
  const { errors } = formState;

  const text = (
    field: TextField,
    options: {
      type?: string;
      inputMode?: 'tel' | 'email';
      autoComplete?: string;
      required?: boolean;
    } = {},
  ) => (
    <FormField
      className="content-start"
      id={fieldId(field)}
      label={
        <>
          {t(`admin.clinics.fields.${field}`)}
          {options.required ? null : (
            <span className="font-normal text-muted-foreground">{t('admin.catalog.optional')}</span>
          )}
        </>
      }
      error={message(errors[field]?.message)}
      hint={field === 'phone' ? t('admin.clinics.form.phoneHint') : undefined}
    >
      {(control) => (
        <Input
          {...control}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? 'off'}
          aria-required={options.required || undefined}
          disabled={disabled}
          {...register(field)}
        />
      )}
    </FormField>
  );

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle asHeading="h2">{t('admin.clinics.form.basicTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          {text('name', { required: true })}
          <div className="grid gap-6 sm:grid-cols-[2fr_1fr]">
            {text('address', { required: true, autoComplete: 'street-address' })}
            {text('city', { required: true, autoComplete: 'address-level2' })}
          </div>
          {/* Vietnamese and English side by side; English readers see the Vietnamese where the English is empty. */}
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField
              className="content-start"
              id={fieldId('description')}
              label={
                <>
                  {t('admin.clinics.fields.description')}
                  <span className="font-normal text-muted-foreground">
                    {t('admin.catalog.optional')}
                  </span>
                </>
              }
              error={message(errors.description?.message)}
              hint={t('admin.clinics.form.descriptionHint', { max: CLINIC_LIMITS.description })}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={4}
                  disabled={disabled}
                  lang="vi"
                  {...register('description')}
                />
              )}
            </FormField>
            <FormField
              className="content-start"
              id={fieldId('description_en')}
              label={
                <>
                  {t('admin.clinics.fields.descriptionEn')}
                  <span className="font-normal text-muted-foreground">
                    {t('admin.catalog.optional')}
                  </span>
                </>
              }
              error={message(errors.description_en?.message)}
              hint={t('admin.clinics.form.descriptionHint', { max: CLINIC_LIMITS.description })}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={4}
                  disabled={disabled}
                  lang="en"
                  {...register('description_en')}
                />
              )}
            </FormField>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asHeading="h2">{t('admin.clinics.form.contactTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        </CardContent>
      </Card>
    </>
  );
}
