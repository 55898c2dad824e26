import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import '../../i18n/features/feedback';

/** The recommendation scale, 0–10 as the review's `recommend_score` takes it. */
const SCORES = Array.from({ length: 11 }, (_, score) => score);

interface RecommendFieldProps {
  id: string;
  /** null: not answered (the question is optional). */
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
}

/**
 * "How likely are you to recommend this doctor?": eleven native radios drawn as buttons (arrow
 * keys move the choice), six to a row on a phone and one row from `sm`, with the scale's ends
 * named under them and a way to take the answer back.
 */
export function RecommendField({ id, value, onChange, disabled }: RecommendFieldProps) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const lowId = `${id}-low`;
  const highId = `${id}-high`;

  const clear = () => {
    onChange(null);
    // The button goes away with the answer: focus stays in the question.
    document.getElementById(`${id}-0`)?.focus();
  };

  return (
    <fieldset
      className="grid min-w-0 gap-2 sm:px-4"
      aria-describedby={`${hintId} ${lowId} ${highId}`}
      disabled={disabled}
    >
      <legend className="mb-1 font-medium text-foreground">{t('feedback.form.recommend')}</legend>
      <p id={hintId} className="text-muted-foreground text-sm">
        {t('feedback.form.recommendHint')}
      </p>
      <div className="grid grid-cols-6 gap-1.5 sm:grid-cols-11">
        {SCORES.map((score) => (
          <label
            key={score}
            htmlFor={`${id}-${score}`}
            className="flex h-11 cursor-pointer items-center justify-center rounded-md border border-input bg-background font-medium tabular-nums transition-colors hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2"
          >
            <input
              id={`${id}-${score}`}
              type="radio"
              name={id}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="sr-only"
            />
            {score}
          </label>
        ))}
      </div>
      <div className="flex justify-between gap-4 text-muted-foreground text-xs">
        <span id={lowId}>{t('feedback.form.recommendLow')}</span>
        <span id={highId} className="text-right">
          {t('feedback.form.recommendHigh')}
        </span>
      </div>
      {value === null ? null : (
        <Button
          type="button"
          variant="link"
          size="sm"
          onClick={clear}
          className="justify-self-start px-0"
        >
          {t('feedback.form.recommendClear')}
        </Button>
      )}
    </fieldset>
  );
}
