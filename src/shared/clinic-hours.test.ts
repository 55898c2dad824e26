import { describe, expect, it } from 'vitest';
import {
  CLINIC_TIME_ZONE,
  clinicMoment,
  type WallClock,
  type WeekHours,
  wallClock,
} from './clinic-hours';
import { WEEKDAYS } from './constants';

/** What Intl (the engine's time-zone data) reads for `now` on the clock of `timeZone`. */
function intlWallClock(format: Intl.DateTimeFormat, now: Date): WallClock {
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: part('weekday').toLowerCase() as WallClock['weekday'],
    clock: `${part('hour')}:${part('minute')}`,
  };
}

const intlFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

describe('wallClock', () => {
  const vietnam = intlFormat(CLINIC_TIME_ZONE);

  it("reads the clinics' clock as Intl does, every 53 minutes from mid-1975 to 2045", () => {
    const mismatches: string[] = [];
    const end = Date.UTC(2045, 0, 1);
    for (let t = Date.UTC(1975, 5, 13); t < end; t += 53 * 60_000) {
      const now = new Date(t);
      const ours = wallClock(now, CLINIC_TIME_ZONE);
      const intl = intlWallClock(vietnam, now);
      if (ours.weekday !== intl.weekday || ours.clock !== intl.clock) {
        mismatches.push(`${now.toISOString()}: ${JSON.stringify(ours)} vs ${JSON.stringify(intl)}`);
        if (mismatches.length > 5) break;
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('turns the day at midnight on the clinic clock (17:00 UTC), every day of 2020-2030', () => {
    const mismatches: string[] = [];
    for (let day = Date.UTC(2020, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      for (const t of [day + 17 * 3_600_000 - 60_000, day + 17 * 3_600_000]) {
        const now = new Date(t);
        const ours = wallClock(now, CLINIC_TIME_ZONE);
        const intl = intlWallClock(vietnam, now);
        if (ours.weekday !== intl.weekday || ours.clock !== intl.clock) {
          mismatches.push(now.toISOString());
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(wallClock(new Date('2026-11-26T16:59:00Z'), CLINIC_TIME_ZONE)).toEqual({
      weekday: 'thursday',
      clock: '23:59',
    });
    expect(wallClock(new Date('2026-11-26T17:00:00Z'), CLINIC_TIME_ZONE)).toEqual({
      weekday: 'friday',
      clock: '00:00',
    });
  });

  it('leaves other zones, and Vietnam before its clock settled on UTC+7, to Intl', () => {
    const summerInNewYork = new Date('2026-07-01T12:30:00Z');
    expect(wallClock(summerInNewYork, 'America/New_York')).toEqual({
      weekday: 'wednesday',
      clock: '08:30',
    });
    const before = new Date('1970-01-01T00:00:00Z');
    expect(wallClock(before, CLINIC_TIME_ZONE)).toEqual(intlWallClock(vietnam, before));
  });
});

describe('clinicMoment', () => {
  const week = Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      d === 'sunday'
        ? { isOpen: false, open: null, close: null }
        : { isOpen: true, open: '08:00', close: '17:00' },
    ]),
  ) as WeekHours;

  it('is open from the opening minute to just before the closing one, on the clinic clock', () => {
    // Monday 2026-11-30, 08:00 in Vietnam is 01:00 UTC.
    expect(clinicMoment(week, new Date('2026-11-30T00:59:00Z')).openNow).toBe(false);
    expect(clinicMoment(week, new Date('2026-11-30T01:00:00Z')).openNow).toBe(true);
    expect(clinicMoment(week, new Date('2026-11-30T09:59:00Z')).openNow).toBe(true);
    expect(clinicMoment(week, new Date('2026-11-30T10:00:00Z')).openNow).toBe(false);
  });

  it('is closed all day on a day the clinic does not open', () => {
    const sundayNoon = new Date('2026-11-29T05:00:00Z');
    expect(clinicMoment(week, sundayNoon)).toMatchObject({ today: 'sunday', openNow: false });
  });
});
