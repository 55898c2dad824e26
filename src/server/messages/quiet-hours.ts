import { CLINIC_TIME_ZONE, wallClock } from '../../shared/clinic-hours';

/**
 * Patients are not messaged at night: invitations and reminders queued in the quiet hours (by
 * default 21:00 to 08:00 on the clinics' clock) wait in the outbox until they end. Messages a
 * person asked for (a password reset, a sign-in link) are not held.
 */
export interface QuietHours {
  /** 'HH:MM' */
  from: string;
  until: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { from: '21:00', until: '08:00' };

/** `QUIET_HOURS` as configured: 'HH:MM-HH:MM', or 'none'. */
export function parseQuietHours(value: string): QuietHours | null {
  if (value === 'none') return null;
  const [from = '', until = ''] = value.split('-');
  return { from, until };
}

export function isQuietHour(now: Date, hours: QuietHours | null): boolean {
  if (!hours) return false;
  const { clock } = wallClock(now, CLINIC_TIME_ZONE);
  // A span over midnight (21:00-08:00) is quiet after its start or before its end.
  return hours.from > hours.until
    ? clock >= hours.from || clock < hours.until
    : clock >= hours.from && clock < hours.until;
}
