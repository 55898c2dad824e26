import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { OptionSelect, type SelectOption } from './option-select';
import { useValidationMessage } from './validation-message';

interface FormSelectFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  options: readonly SelectOption<string>[];
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A select of a react-hook-form form, with its label, hint and translated error. Its trigger
 * takes the form's ref (focus on error) and blur (validation on blur).
 */
export function FormSelectField<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
  placeholder,
  hint,
  disabled,
}: FormSelectFieldProps<Values>) {
  const message = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          className="content-start"
          id={id}
          label={label}
          error={message(fieldState.error?.message)}
          hint={hint}
        >
          {(trigger) => (
            <OptionSelect
              name={field.name}
              value={field.value ?? ''}
              // Every choice is a value: nothing is ever unselected once chosen.
              onChange={(next) => (next === null ? undefined : field.onChange(next))}
              options={options}
              placeholder={placeholder}
              disabled={disabled}
              trigger={{ ...trigger, ref: field.ref, onBlur: field.onBlur }}
            />
          )}
        </FormField>
      )}
    />
  );
}
