import { zodResolver } from '@hookform/resolvers/zod';
import { type Clinic, clinicSchema } from '@shared/admin';
import { WEEKDAYS, type Weekday } from '@shared/constants';
import { DEFAULT_CHANNEL_ORDER } from '@shared/messages';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorSummary } from '../../../components/admin/error-summary';
import { ImagePicker } from '../../../components/admin/image-picker';
import { SaveButton } from '../../../components/admin/save-button';
import { useSaveFailure } from '../../../components/admin/save-failure';
import { useValidationMessage } from '../../../components/admin/validation-message';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { useSaveClinic } from './api';
import { type ClinicFormInput, clinicDefaults, dayError, summarize } from './clinic-form-model';
import { ClinicTextFields } from './clinic-text-fields';
import { InvitationChannelsEditor } from './invitation-channels-editor';
import { OperatingHoursEditor } from './operating-hours-editor';

type ClinicFormOutput = z.output<typeof clinicSchema>;

/*
 * Validating 'operating_hours' alone would drop the per-day errors: react-hook-form keeps an
 * error of a path only when it carries a message itself. So the week (at least one open day)
 * and each day (both times, close after open) are validated as paths of their own, the week
 * first because clearing it clears everything below it.
 */
const HOURS_PATHS = [
  'operating_hours',
  ...WEEKDAYS.map((day) => `operating_hours.${day}` as const),
] satisfies FieldPath<ClinicFormInput>[];

export function ClinicForm({ clinic }: { clinic: Clinic | null }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const save = useSaveClinic();
  const [image, setImage] = useState<File | null>(null);
  const isEdit = clinic !== null;

  const form = useForm<ClinicFormInput, unknown, ClinicFormOutput>({
    defaultValues: clinicDefaults(clinic),
    resolver: zodResolver(clinicSchema),
    // Validation runs on blur (and on each operating-hours change, below).
    mode: 'onBlur',
  });
  const { control, handleSubmit, setError, trigger, formState } = form;
  const { errors, isDirty, isSubmitted } = formState;
  const saving = save.isPending;

  const onFailure = useSaveFailure({
    isEdit,
    setError,
    editPath: (id) => `/admin/clinics/${id}/edit`,
    failedTitle: t(
      isEdit ? 'admin.clinics.errorUpdatingClinic' : 'admin.clinics.errorAddingClinic',
    ),
  });
  const submit = handleSubmit((values) =>
    save
      .mutateAsync({ id: clinic?.id ?? null, values, image })
      .then(() => {
        toast.success(t(isEdit ? 'admin.clinics.clinicUpdated' : 'admin.clinics.clinicCreated'));
        navigate('/admin/clinics');
      })
      .catch(onFailure),
  );

  const summary = summarize(errors, message, t);
  const dayErrors: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const text = message(dayError(errors.operating_hours, day));
    if (text) dayErrors[day] = text;
  }
  const weekError = message(errors.operating_hours?.message);
  const channelsError = message(errors.invitation_channels?.message);

  return (
    <form onSubmit={submit} noValidate aria-busy={saving} className="grid gap-6">
      <ErrorSummary errors={summary} assertive={isSubmitted} />
      <ClinicTextFields form={form} disabled={saving} />

      <SectionCard
        title={t('admin.clinics.form.hoursTitle')}
        description={t('admin.clinics.form.hoursDescription')}
        contentClassName="grid gap-3"
      >
        <Controller
          control={control}
          name="operating_hours"
          render={({ field }) => (
            <OperatingHoursEditor
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                void trigger(HOURS_PATHS);
              }}
              dayErrors={dayErrors}
              disabled={saving}
            />
          )}
        />
        {weekError ? (
          <p className="font-medium text-destructive text-sm" role="alert">
            {weekError}
          </p>
        ) : null}
      </SectionCard>

      <SectionCard
        title={t('admin.clinics.form.channelsTitle')}
        description={t('admin.clinics.form.channelsDescription')}
        contentClassName="grid gap-3"
      >
        <Controller
          control={control}
          name="invitation_channels"
          render={({ field }) => (
            <InvitationChannelsEditor
              value={field.value ?? DEFAULT_CHANNEL_ORDER}
              onChange={(next) => {
                field.onChange(next);
                void trigger('invitation_channels');
              }}
              disabled={saving}
              errorId={channelsError ? 'clinic-channels-error' : undefined}
            />
          )}
        />
        {channelsError ? (
          <p
            id="clinic-channels-error"
            className="font-medium text-destructive text-sm"
            role="alert"
          >
            {channelsError}
          </p>
        ) : null}
      </SectionCard>

      <SectionCard title={t('admin.clinics.form.imageAndStatus')} contentClassName="grid gap-6">
        <ImagePicker
          id="clinic-image"
          label={t('admin.clinics.form.image')}
          currentSrc={clinic?.image_url ?? null}
          file={image}
          onFileChange={setImage}
          disabled={saving}
        />
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Switch
                id="clinic-active"
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                disabled={saving}
                aria-describedby="clinic-active-hint"
              />
              <div className="grid gap-1">
                <Label htmlFor="clinic-active">{t('admin.clinics.form.active')}</Label>
                <p id="clinic-active-hint" className="text-muted-foreground text-sm">
                  {t('admin.clinics.form.activeHint')}
                </p>
              </div>
            </div>
          )}
        />
      </SectionCard>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          disabled={saving}
          onClick={() => navigate('/admin/clinics')}
        >
          {t('common.cancel')}
        </Button>
        {/* Nothing to save until a field or the picture changes. */}
        <SaveButton
          saving={saving}
          isEdit={isEdit}
          createLabel={t('admin.clinics.form.create')}
          disabled={!isDirty && image === null}
        />
      </div>
    </form>
  );
}
