import type { ComponentProps, ReactNode } from 'react';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';

export interface SelectOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

/** Radix Select items cannot have an empty value, so the "no value" choice has its own. */
const NO_VALUE = '__none__';

interface OptionSelectProps<Value extends string> {
  /** null (or '') while nothing is chosen: the placeholder, or the `noneLabel` choice. */
  value: Value | null | '';
  onChange: (value: Value | null) => void;
  options: readonly SelectOption<Value>[];
  /** A first choice meaning "no value" (every status, no clinic); choosing it gives null. */
  noneLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  /** id, ARIA attributes, ref and blur handler of the trigger (a FormField's or a form library's). */
  trigger?: Omit<ComponentProps<typeof SelectTrigger>, 'children'>;
}

/** A select of a fixed list of choices, typed by their values. */
export function OptionSelect<Value extends string>({
  value,
  onChange,
  options,
  noneLabel,
  placeholder,
  disabled,
  name,
  trigger,
}: OptionSelectProps<Value>) {
  const selected = value || (noneLabel ? NO_VALUE : '');
  return (
    <Select
      name={name}
      value={selected}
      onValueChange={(next) =>
        onChange(options.find((option) => option.value === next)?.value ?? null)
      }
      disabled={disabled}
    >
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {noneLabel ? <SelectItem value={NO_VALUE}>{noneLabel}</SelectItem> : null}
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

interface FilterSelectProps<Value extends string>
  extends Omit<OptionSelectProps<Value>, 'trigger'> {
  id: string;
  label: string;
}

/** A labelled select of a filter bar (status, severity, period, clinic…). */
export function FilterSelect<Value extends string>({
  id,
  label,
  ...select
}: FilterSelectProps<Value>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect {...select} trigger={{ id }} />
    </div>
  );
}
