/**
 * Platform settings: thresholds that decide how reviews are published, counted and guarded. They
 * live in the `app_settings` table, so every instance applies the same values, and are edited by
 * administrators on /admin/settings/general. Each field declares its bounds once; the zod schema
 * and the admin form are both built from them.
 */
import { z } from 'zod';

interface SettingField {
  default: number;
  min: number;
  max: number;
  /** Whole numbers only unless a step below 1 is given. */
  step: number;
}

export const SETTING_FIELDS = {
  /** Distinct verified, non-staff reporters whose reports hide a review before a decision. */
  report_hide_threshold: { default: 3, min: 1, max: 50, step: 1 },
  /** Approved reviews a doctor needs before stars and averages are shown. */
  min_reviews_for_score: { default: 3, min: 1, max: 100, step: 1 },
  /** New feedback in 24 hours that is always allowed before the spike guard holds more. */
  spike_floor: { default: 5, min: 1, max: 1000, step: 1 },
  /** Multiple of a doctor's average daily feedback (previous 90 days) that counts as a spike. */
  spike_factor: { default: 3, min: 1, max: 100, step: 0.5 },
  /**
   * Months a published review stays public and counted; older ones are archived by the retention
   * job (out of public view and the score). 0 keeps reviews without limit.
   */
  review_retention_months: { default: 0, min: 0, max: 600, step: 1 },
  /** A submitted review with an overall rating at or below this opens a case; 0: never. */
  case_overall_threshold: { default: 2, min: 0, max: 4, step: 1 },
  /** A submitted review with any criterion at or below this opens a case; 0: never. */
  case_criterion_threshold: { default: 2, min: 0, max: 4, step: 1 },
  /** Hours a new case has before it is overdue and its owner and clinic staff are told. */
  case_due_hours: { default: 48, min: 1, max: 720, step: 1 },
  /**
   * Recommendation answers a doctor, clinic, specialty or month needs before its NPS is shown:
   * a score from a handful of answers swings by tens of points with one patient.
   */
  nps_min_sample: { default: 10, min: 1, max: 1000, step: 1 },
  /** 1: doctor pages show the doctor's standing within their specialty; 0 (default): nowhere public. */
  public_specialty_ranking: { default: 0, min: 0, max: 1, step: 1 },
} as const satisfies Record<string, SettingField>;

export type SettingKey = keyof typeof SETTING_FIELDS;
export type AppSettings = Record<SettingKey, number>;
export const SETTING_KEYS = Object.keys(SETTING_FIELDS) as SettingKey[];

export const DEFAULT_SETTINGS = Object.fromEntries(
  SETTING_KEYS.map((k) => [k, SETTING_FIELDS[k].default]),
) as AppSettings;

function fieldSchema(field: SettingField) {
  const base = field.step < 1 ? z.number() : z.int('validation.settings.wholeNumber');
  return base
    .min(field.min, 'validation.settings.outOfRange')
    .max(field.max, 'validation.settings.outOfRange')
    .refine((v) => Number.isInteger(v / field.step), 'validation.settings.step');
}

const fields = Object.fromEntries(
  SETTING_KEYS.map((k) => [k, fieldSchema(SETTING_FIELDS[k])]),
) as Record<SettingKey, z.ZodNumber>;

export const appSettingsSchema = z.strictObject(fields);

/** PUT /api/admin/settings: any subset of the settings, at least one. */
export const settingsUpdateSchema = appSettingsSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'validation.settings.empty');
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export interface SettingsResponse {
  settings: AppSettings;
  defaults: AppSettings;
  updated_at: string | null;
}
