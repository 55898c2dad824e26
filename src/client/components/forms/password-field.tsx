import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { PasswordInput } from './password-input';

interface PasswordFieldProps extends Omit<ComponentProps<typeof FormField>, 'children'> {
  /** Tells password managers whether to offer the saved password or a new one. */
  autoComplete: 'current-password' | 'new-password';
  /** What react-hook-form's `register` returns for this field. */
  registration: UseFormRegisterReturn;
}

/** A labelled password input with its show/hide toggle, hint and error message. */
export function PasswordField({ autoComplete, registration, ...field }: PasswordFieldProps) {
  return (
    <FormField {...field}>
      {(control) => <PasswordInput {...control} autoComplete={autoComplete} {...registration} />}
    </FormField>
  );
}
