import type { Clinic, clinicSchema } from '@shared/admin';
import { WEEKDAYS, type Weekday } from '@shared/constants';
import { DEFAULT_CHANNEL_ORDER } from '@shared/messages';
import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import type { SummaryError } from '../../../components/admin/error-summary';
import { defaultWeek } from './hours';

export type ClinicFormInput = z.input<typeof clinicSchema>;

export const TEXT_FIELDS = [
  'name',
  'address',
  'city',
  'description',
  'description_en',
  'phone',
  'email',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export function fieldId(field: TextField): string {
  return `clinic-${field}`;
}

export function clinicDefaults(clinic: Clinic | null): ClinicFormInput {
  return {
    name: clinic?.name ?? '',
    address: clinic?.address ?? '',
    city: clinic?.city ?? '',
    description: clinic?.description ?? '',
    description_en: clinic?.description_en ?? '',
    phone: clinic?.phone ?? '',
    email: clinic?.email ?? '',
    operating_hours: clinic?.operating_hours ?? defaultWeek(),
    is_active: clinic?.is_active ?? true,
    invitation_channels: clinic?.invitation_channels ?? DEFAULT_CHANNEL_ORDER,
  };
}

type HoursErrors = FieldErrors<ClinicFormInput>['operating_hours'];

/** The message of one weekday: both times missing, close before open, or a malformed time. */
export function dayError(hours: HoursErrors, day: Weekday): string | undefined {
  const errors = hours?.[day];
  return errors?.message ?? errors?.open?.message ?? errors?.close?.message;
}

/** Every error of the form, in reading order, translated, each pointing at its control. */
export function summarize(
  errors: FieldErrors<ClinicFormInput>,
  translate: (message: string | undefined) => string | undefined,
  t: TFunction,
): SummaryError[] {
  const out: SummaryError[] = [];
  for (const field of TEXT_FIELDS) {
    const message = translate(errors[field]?.message);
    if (message) out.push({ target: fieldId(field), message });
  }
  const hours = errors.operating_hours;
  for (const day of WEEKDAYS) {
    const message = translate(dayError(hours, day));
    if (message) {
      const dayName = t(`admin.clinics.weekdays.${day}`);
      out.push({ target: `hours-${day}-open-switch`, message: `${dayName}: ${message}` });
    }
  }
  const week = translate(hours?.message);
  if (week) out.push({ target: 'hours-monday-open-switch', message: week });
  const channels = translate(errors.invitation_channels?.message);
  if (channels) out.push({ target: 'clinic-channel-zalo', message: channels });
  return out;
}
