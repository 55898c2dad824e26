import type { OperatingHoursInput } from '@shared/admin';
import {
  DEFAULT_CLOSE_TIME,
  DEFAULT_OPEN_TIME,
  TIME_STEP_MINUTES,
  WEEKDAYS,
  type Weekday,
} from '@shared/constants';

export type DayHours = OperatingHoursInput[Weekday];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 00:00 to 23:45 every 15 minutes: the 96 choices, as stored ('HH:MM'). They are shown with
 * formatTimeOfDay (lib/format): '17:30' in Vietnamese, '5:30 PM' in English.
 */
export const TIME_OPTIONS: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_STEP_MINUTES },
  (_, index) => {
    const minutes = index * TIME_STEP_MINUTES;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  },
);

/** Switched on, a day defaults to 09:00–17:00; switched off, its times are cleared. */
export function openDay(): DayHours {
  return { isOpen: true, open: DEFAULT_OPEN_TIME, close: DEFAULT_CLOSE_TIME };
}

export function closedDay(): DayHours {
  return { isOpen: false, open: null, close: null };
}

/** A new clinic starts open Monday to Friday, 09:00–17:00: the usual week, easy to adjust. */
export function defaultWeek(): OperatingHoursInput {
  const week = {} as OperatingHoursInput;
  for (const day of WEEKDAYS) {
    week[day] = day === 'saturday' || day === 'sunday' ? closedDay() : openDay();
  }
  return week;
}
