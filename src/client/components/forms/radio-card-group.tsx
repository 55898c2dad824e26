import type { ReactNode } from 'react';

interface RadioCardGroupProps<Value extends string> {
  /** Prefix of the radios' ids (`${id}-${value}`) and of the error's (`${id}-error`). */
  id: string;
  legend: ReactNode;
  options: readonly { value: Value; label: ReactNode }[];
  value: Value | null;
  onChange: (value: Value) => void;
  /** Already translated; when set, the group is marked invalid and points at it. */
  error?: string;
}

/**
 * A required choice among a few reasons (why a review is reported, rejected or removed), each a
 * bordered row that is wholly clickable. The first radio's id is `${id}-${options[0].value}`, so
 * a failed submit can move focus there.
 */
export function RadioCardGroup<Value extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: RadioCardGroupProps<Value>) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          htmlFor={`${id}-${option.value}`}
          className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={id}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 accent-primary"
          />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
