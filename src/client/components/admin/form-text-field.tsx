import type { HTMLAttributes, ReactNode } from 'react';
import { type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Textarea } from '../ui/textarea';
import { useValidationMessage } from './validation-message';

/** A field's label, followed by a muted "(optional)". */
export function OptionalLabel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      <span className="font-normal text-muted-foreground">{t('admin.catalog.optional')}</span>
    </>
  );
}

export interface FormTextFieldProps<Values extends FieldValues> {
  form: Pick<UseFormReturn<Values>, 'register' | 'formState'>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** Announced as required (the schema decides; this only tells assistive technology). */
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  /** A multi-line box of this many rows; a one-line input without. */
  rows?: number;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  /** 'vi' or 'en' for the fields of one language (spelling, screen reader voice). */
  lang?: string;
  disabled?: boolean;
}

/**
 * A text field of a react-hook-form form (the doctor and clinic forms): its label, hint and
 * translated error, wired to the control for assistive technology.
 */
export function FormTextField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  optional = false,
  required,
  hint,
  className = 'content-start',
  rows,
  ...control
}: FormTextFieldProps<Values>) {
  const message = useValidationMessage();
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return (
    <FormField
      className={className}
      id={id}
      label={optional ? <OptionalLabel>{label}</OptionalLabel> : label}
      error={message(error?.message)}
      hint={hint}
    >
      {(field) =>
        rows ? (
          <Textarea
            {...field}
            rows={rows}
            lang={control.lang}
            maxLength={control.maxLength}
            disabled={control.disabled}
            aria-required={required || undefined}
            {...form.register(name)}
          />
        ) : (
          <Input
            {...field}
            {...control}
            aria-required={required || undefined}
            {...form.register(name)}
          />
        )
      }
    </FormField>
  );
}

interface BilingualTextFieldsProps<Values extends FieldValues>
  extends Omit<FormTextFieldProps<Values>, 'name' | 'id' | 'label' | 'lang'> {
  /** The Vietnamese field, then the English one; likewise `ids` and `labels`. */
  names: [FieldPath<Values>, FieldPath<Values>];
  ids: [string, string];
  labels: [string, string];
}

/**
 * One text in Vietnamese and in English, side by side (the caller's grid places them); English
 * readers see the Vietnamese where the English is empty.
 */
export function BilingualTextFields<Values extends FieldValues>({
  names,
  ids,
  labels,
  ...field
}: BilingualTextFieldsProps<Values>) {
  return (
    <>
      <FormTextField {...field} name={names[0]} id={ids[0]} label={labels[0]} lang="vi" />
      <FormTextField {...field} name={names[1]} id={ids[1]} label={labels[1]} lang="en" />
    </>
  );
}
