import { ChevronDown } from 'lucide-react';
import { lazyComponent } from '../lib/lazy-component';
import { cn } from '../lib/utils';
import { DeferredWidget } from './deferred-widget';
import { selectTriggerClassName } from './ui/select-trigger-class';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectOptionGroup {
  label: string;
  options: SelectOption[];
}

export interface DeferredSelectProps {
  /** The trigger's id, for its <Label htmlFor>. */
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Listed first, ungrouped. */
  options: SelectOption[];
  /** Listed after the options, each under its label and after a separator. */
  groups?: SelectOptionGroup[];
  /** Shown while the value is empty. */
  placeholder?: string;
  className?: string;
}

const SelectMenu = lazyComponent(() => import('./deferred-select-menu'), 'SelectMenu');

/**
 * A select for screens that must load light (the doctor list's filters): the options are data,
 * and Radix's select loads on first intent, behind a stand-in trigger that shows the chosen
 * option the way the real one does. Forms elsewhere use components/ui/select directly.
 */
export function DeferredSelect(props: DeferredSelectProps) {
  const { id, value, options, groups = [], placeholder = '', className } = props;
  const selected = [...options, ...groups.flatMap((group) => group.options)].find(
    (option) => option.value === value,
  );

  // As Radix's trigger renders it: the placeholder only for an empty value, and nothing for a
  // value without an option yet (e.g. a clinic before the facets have arrived).
  const trigger = (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-expanded={false}
      aria-autocomplete="none"
      data-placeholder={value === '' ? '' : undefined}
      className={cn(selectTriggerClassName, className)}
    >
      <span style={{ pointerEvents: 'none' }}>{value === '' ? placeholder : selected?.label}</span>
      <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );

  return (
    <DeferredWidget standIn={trigger} opensOn="select" preload={SelectMenu.preload}>
      {(start) => <SelectMenu start={start} {...props} />}
    </DeferredWidget>
  );
}
