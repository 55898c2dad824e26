import { WEEKDAYS, type Weekday } from './constants';

/** Every clinic is in Vietnam: its opening hours are read on its own clock, not the visitor's. */
export const CLINIC_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export interface DayHours {
  isOpen: boolean;
  /** HH:mm */
  open: string | null;
  /** HH:mm */
  close: string | null;
}
export type WeekHours = Record<Weekday, DayHours>;

export interface ClinicMoment {
  /** The clinic's weekday at that instant. */
  today: Weekday;
  hours: DayHours;
  /** Open from `open` (included) to `close` (excluded) on the clinic's clock. */
  openNow: boolean;
}

/** The clinic's weekday and whether it is open at `now`, on the clock of `timeZone`. */
export function clinicMoment(
  week: WeekHours,
  now: Date,
  timeZone: string = CLINIC_TIME_ZONE,
): ClinicMoment {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const today = (part('weekday').toLowerCase() as Weekday) ?? WEEKDAYS[0];
  const clock = `${part('hour')}:${part('minute')}`;
  const hours = week[today] ?? { isOpen: false, open: null, close: null };
  const openNow =
    hours.isOpen &&
    hours.open !== null &&
    hours.close !== null &&
    clock >= hours.open &&
    clock < hours.close;
  return { today, hours, openNow };
}
