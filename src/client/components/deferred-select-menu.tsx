import { Fragment, useState } from 'react';
import type { DeferredSelectProps } from './deferred-select';
import { type DeferredStart, useDeferredTrigger } from './deferred-widget';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './ui/select';

/** The real select, loaded on first intent (see DeferredSelect). */
export function SelectMenu({
  start,
  id,
  value,
  onValueChange,
  options,
  groups = [],
  placeholder,
  className,
}: DeferredSelectProps & { start: DeferredStart }) {
  const triggerRef = useDeferredTrigger<HTMLButtonElement>(start);
  // The choice shows at once (an urgent update, with the menu's closing), while the change it
  // causes (a navigation, which React Router runs as a transition) loads; once `value` moves on,
  // it shows `value` again.
  const [choice, setChoice] = useState<{ value: string; over: string } | null>(null);
  // `value` moved on (the choice arrived, or another change did, e.g. Back): the choice is done.
  if (choice && choice.over !== value) setChoice(null);
  const shown = choice && choice.over === value ? choice.value : value;
  const choose = (next: string) => {
    setChoice({ value: next, over: value });
    onValueChange(next);
  };
  return (
    <Select value={shown} onValueChange={choose} defaultOpen={start.open}>
      <SelectTrigger id={id} ref={triggerRef} className={className}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
        {groups.map((group) => (
          <Fragment key={group.label}>
            <SelectSeparator />
            <SelectGroup>
              <SelectLabel>{group.label}</SelectLabel>
              {group.options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectGroup>
          </Fragment>
        ))}
      </SelectContent>
    </Select>
  );
}
