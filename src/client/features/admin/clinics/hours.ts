import type { OperatingHoursInput } from '@shared/admin';
import {
  DEFAULT_CLOSE_TIME,
  DEFAULT_OPEN_TIME,
  type Language,
  TIME_STEP_MINUTES,
  WEEKDAYS,
  type Weekday,
} from '@shared/constants';
import { intlLocale } from '../../../lib/format';

export type DayHours = OperatingHoursInput[Weekday];

const pad = (n: number) => String(n).padStart(2, '0');

/** 00:00 to 23:45 every 15 minutes: the 96 choices, as stored ('HH:MM'). */
export const TIME_OPTIONS: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_STEP_MINUTES },
  (_, index) => {
    const minutes = index * TIME_STEP_MINUTES;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  },
);

/** '17:30' → '5:30 PM' (en) or '5:30 CH' (vi): times are shown in the 12-hour format. */
export function formatTime12(value: string, lng: Language): string {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  const text = new Intl.DateTimeFormat(intlLocale(lng), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hours, minutes));
  // ICU puts a narrow no-break space before AM/PM; a plain space reads and searches the same.
  return text.replace(/\s/g, ' ');
}

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
