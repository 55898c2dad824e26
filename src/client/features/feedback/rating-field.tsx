import { useTranslation } from 'react-i18next';
import { StarRating } from '../../components/ui/star-rating';
import { useFormatters } from '../../lib/format';
import '../../i18n/features/feedback';

interface RatingFieldProps {
  id: string;
  label: string;
  hint: string;
  /** 0–1 share of the weighted score; omitted for the overall rating. */
  weight?: number;
  value: number;
  onChange: (value: number) => void;
  /** Already translated; shown under the stars and announced with them. */
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** One criterion: a fieldset whose legend names it, its sub-criteria hint and 1–5 stars. */
export function RatingField({
  id,
  label,
  hint,
  weight,
  value,
  onChange,
  error,
  disabled,
  className,
}: RatingFieldProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ');

  return (
    // Padding and background go on a wrapper: on the fieldset itself the legend would sit on
    // its top edge, as browsers draw legends.
    <div className={className}>
      <fieldset className="min-w-0" aria-describedby={describedBy}>
        <legend className="mb-1 font-medium text-foreground">
          {label}{' '}
          {weight === undefined ? null : (
            <span className="font-normal text-muted-foreground text-sm">
              ({t('feedback.form.weight', { weight: format.percent(weight) })})
            </span>
          )}
        </legend>
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-6">
          <p id={hintId} className="text-muted-foreground text-sm">
            {hint}
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating
              id={id}
              value={value}
              onChange={onChange}
              label={label}
              disabled={disabled}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              aria-required
              className="-ml-0.5"
            />
            {/* Fixed width keeps the stars of every row in one column, whatever the word. */}
            <span
              className="whitespace-nowrap text-muted-foreground text-sm sm:w-36"
              aria-hidden="true"
            >
              {value >= 1 ? t(`feedback.form.scale.${value}`) : t('feedback.form.notRated')}
            </span>
          </div>
        </div>
        {error ? (
          <p id={errorId} className="mt-1.5 font-medium text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
