import { Fragment, startTransition, useOptimistic } from 'react';
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
  // The choice shows at once, while the change it causes (a navigation, in a transition) loads.
  const [shown, showChoice] = useOptimistic(value);
  const choose = (next: string) =>
    startTransition(() => {
      showChoice(next);
      onValueChange(next);
    });
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
