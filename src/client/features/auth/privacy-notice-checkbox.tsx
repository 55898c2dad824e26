import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormMessage } from '../../components/forms/form-messages';
import { Checkbox } from '../../components/ui/checkbox';
import '../../i18n/features/auth';

interface PrivacyNoticeCheckboxProps<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  /** The checkbox's id; its error's id is derived from it. */
  id: string;
}

/**
 * The required box saying the privacy notice was read, with a link to it (opened apart, so the
 * form keeps what was typed): on sign-up, and on the phone sign-in, which may create an account.
 */
export function PrivacyNoticeCheckbox<V extends FieldValues>({
  control,
  name,
  id,
}: PrivacyNoticeCheckboxProps<V>) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="grid gap-1">
          <div className="flex items-start gap-3">
            <Checkbox
              id={id}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? errorId : undefined}
              className="mt-0.5"
            />
            <label htmlFor={id} className="text-sm leading-snug">
              {t('auth.signup.acceptPrivacy')}{' '}
              <Link
                to="/privacy"
                target="_blank"
                className="rounded-sm text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {t('auth.signup.privacyLink')}
              </Link>
            </label>
          </div>
          {fieldState.error ? (
            <p id={errorId} className="text-destructive text-sm">
              {message(fieldState.error.message)}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
