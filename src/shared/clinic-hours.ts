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

/** A weekday and a wall-clock time ('HH:mm', 24-hour) on some zone's clock. */
export interface WallClock {
  weekday: Weekday;
  clock: string;
}

/**
 * Vietnam's clock has been UTC+7 all year since 13 June 1975 (no daylight saving). Reading it
 * with that offset gives what Intl gives (clinic-hours.test.ts compares them over decades) without
 * building an Intl formatter: a page's first one costs tens of milliseconds of a phone's main
 * thread while the engine loads its time-zone data, and the doctor page would pay it to say
 * "open now".
 */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const VIETNAM_FIXED_SINCE = Date.UTC(1975, 5, 13);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The weekday and time of day that `now` reads on the clock of `timeZone`. */
export function wallClock(now: Date, timeZone: string): WallClock {
  const time = now.getTime();
  if (timeZone === CLINIC_TIME_ZONE && time >= VIETNAM_FIXED_SINCE) {
    const local = new Date(time + VIETNAM_OFFSET_MS);
    return {
      // getUTCDay counts from Sunday (0); WEEKDAYS starts on Monday.
      weekday: WEEKDAYS[(local.getUTCDay() + 6) % 7] ?? WEEKDAYS[0],
      clock: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`,
    };
  }
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: (part('weekday').toLowerCase() as Weekday) ?? WEEKDAYS[0],
    clock: `${part('hour')}:${part('minute')}`,
  };
}

/** The clinic's weekday and whether it is open at `now`, on the clock of `timeZone`. */
export function clinicMoment(
  week: WeekHours,
  now: Date,
  timeZone: string = CLINIC_TIME_ZONE,
): ClinicMoment {
  const { weekday: today, clock } = wallClock(now, timeZone);
  const hours = week[today] ?? { isOpen: false, open: null, close: null };
  const openNow =
    hours.isOpen &&
    hours.open !== null &&
    hours.close !== null &&
    clock >= hours.open &&
    clock < hours.close;
  return { today, hours, openNow };
}
