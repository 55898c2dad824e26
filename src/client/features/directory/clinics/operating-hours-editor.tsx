import type { OperatingHoursInput } from '@shared/admin';
import { type Language, WEEKDAYS, type Weekday } from '@shared/constants';
import { memo, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { formatTimeOfDay, useFormatters } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { closedDay, type DayHours, openDay, TIME_OPTIONS } from './hours';

interface OperatingHoursEditorProps {
  value: OperatingHoursInput;
  onChange: (next: OperatingHoursInput) => void;
  /** Translated message per day, e.g. close before open. */
  dayErrors: Partial<Record<Weekday, string>>;
  disabled?: boolean;
}

/** One row per weekday: open or closed, and from when to when. */
export function OperatingHoursEditor({
  value,
  onChange,
  dayErrors,
  disabled = false,
}: OperatingHoursEditorProps) {
  const { lng } = useFormatters();
  // The rows are memoised (14 selects of 96 times each): they get one stable callback that
  // always sees the latest week.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const setDay = useCallback((day: Weekday, next: DayHours) => {
    latest.current.onChange({ ...latest.current.value, [day]: next });
  }, []);
  const options = useTimeOptions(lng);

  return (
    // From 640 px the rows share two columns (subgrid): the day column is as wide as the longest
    // day name in the current language, so every row's times start at the same place.
    <ul className="grid divide-y rounded-lg border sm:grid-cols-[auto_1fr]">
      {WEEKDAYS.map((day) => (
        <DayRow
          key={day}
          day={day}
          hours={value[day]}
          error={dayErrors[day]}
          disabled={disabled}
          options={options}
          onChange={setDay}
        />
      ))}
    </ul>
  );
}

/** The 96 choices as elements, built once per language and shared by every select. */
function useTimeOptions(lng: Language): ReactNode {
  return useMemo(
    () =>
      TIME_OPTIONS.map((time) => (
        <SelectItem key={time} value={time}>
          {formatTimeOfDay(time, lng)}
        </SelectItem>
      )),
    [lng],
  );
}

interface DayRowProps {
  day: Weekday;
  hours: DayHours;
  error: string | undefined;
  disabled: boolean;
  options: ReactNode;
  onChange: (day: Weekday, next: DayHours) => void;
}

const DayRow = memo(function DayRow({
  day,
  hours,
  error,
  disabled,
  options,
  onChange,
}: DayRowProps) {
  const { t } = useTranslation();
  const dayName = t(`admin.clinics.weekdays.${day}`);
  const errorId = error ? `hours-${day}-error` : undefined;

  const timeSelect = (which: 'open' | 'close') => (
    <TimeSelect
      id={`hours-${day}-${which}`}
      value={hours[which]}
      onChange={(time) => onChange(day, { ...hours, [which]: time })}
      label={t(`admin.clinics.hours.${which}Time`, { day: dayName })}
      errorId={errorId}
      disabled={disabled}
      options={options}
    />
  );

  return (
    <li
      data-day={day}
      className={cn(
        'grid gap-2 p-3 sm:col-span-2 sm:grid-cols-subgrid sm:items-center sm:gap-x-6 sm:px-4',
        error && 'bg-destructive-soft/60',
      )}
    >
      <div className="flex items-center gap-3">
        <Switch
          id={`hours-${day}-open-switch`}
          checked={hours.isOpen}
          disabled={disabled}
          // Switched on, a day opens 09:00–17:00; switched off, its times are cleared.
          onCheckedChange={(isOpen) => onChange(day, isOpen ? openDay() : closedDay())}
          aria-label={t('admin.clinics.hours.openOn', { day: dayName })}
        />
        <span className="whitespace-nowrap font-medium" aria-hidden="true">
          {dayName}
        </span>
      </div>
      {hours.isOpen ? (
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 sm:flex">
          {timeSelect('open')}
          <span className="text-muted-foreground" aria-hidden="true">
            –
          </span>
          {timeSelect('close')}
        </div>
      ) : (
        <span className="text-muted-foreground text-sm">{t('admin.clinics.hours.closed')}</span>
      )}
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-sm sm:col-start-2">
          {error}
        </p>
      ) : null}
    </li>
  );
});

interface TimeSelectProps {
  id: string;
  value: string | null;
  onChange: (time: string) => void;
  label: string;
  errorId: string | undefined;
  disabled: boolean;
  options: ReactNode;
}

/**
 * A time select whose 96 choices are mounted only while it is open: a closed Radix select still
 * renders all its items (to know their labels), and a week has 14 of these selects.
 */
function TimeSelect({ id, value, onChange, label, errorId, disabled, options }: TimeSelectProps) {
  const { t } = useTranslation();
  const { lng } = useFormatters();
  const [open, setOpen] = useState(false);
  return (
    <Select
      value={value ?? ''}
      onValueChange={onChange}
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
    >
      <SelectTrigger
        id={id}
        className="w-full sm:w-32"
        aria-label={label}
        aria-invalid={Boolean(errorId)}
        aria-describedby={errorId}
      >
        <SelectValue placeholder={t('admin.clinics.hours.chooseTime')} />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {open ? (
          options
        ) : value ? (
          // The chosen time alone, so the closed select can show its label.
          <SelectItem value={value}>{formatTimeOfDay(value, lng)}</SelectItem>
        ) : null}
      </SelectContent>
    </Select>
  );
}
