import { MOH_LEVELS, MOH_RETURN_OPTIONS } from '@shared/moh-survey-items';
import { useTranslation } from 'react-i18next';
import { RadioCardGroup } from '../../components/forms/radio-card-group';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import '../../i18n/features/moh-survey';

interface LevelChoiceProps {
  code: string;
  value: number | undefined;
  onChange: (level: number) => void;
}

/**
 * One item of the form: its text, and the form's five levels as native radios drawn as numbered
 * buttons (each named with its level's words), with the chosen level written out under them.
 */
export function LevelChoice({ code, value, onChange }: LevelChoiceProps) {
  const { t } = useTranslation();
  const name = `moh-${code}`;
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-sm leading-snug">
        <span className="font-medium">{code}.</span> {t(`mohSurvey.items.${code}`)}
      </legend>
      <div className="grid max-w-sm grid-cols-5 gap-1.5">
        {MOH_LEVELS.map((level) => (
          <label
            key={level}
            htmlFor={`${name}-${level}`}
            className="flex h-11 cursor-pointer items-center justify-center rounded-md border border-input bg-background font-medium tabular-nums transition-colors hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2"
          >
            <input
              id={`${name}-${level}`}
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              className="sr-only"
            />
            <span aria-hidden="true">{level}</span>
            <span className="sr-only">{`${level} – ${t(`mohSurvey.levels.${level}`)}`}</span>
          </label>
        ))}
      </div>
      <p className="text-muted-foreground text-xs" aria-hidden="true">
        {value
          ? t('mohSurvey.step.chosen', { level: t(`mohSurvey.levels.${value}`) })
          : t('mohSurvey.step.notAnswered')}
      </p>
    </fieldset>
  );
}

/** What 1 to 5 mean, once above a part's items. */
export function LevelKey() {
  const { t } = useTranslation();
  return (
    <div className="rounded-md bg-surface p-3 text-sm">
      <p className="font-medium">{t('mohSurvey.step.scale')}</p>
      <ol className="mt-1 grid gap-0.5 text-muted-foreground sm:grid-cols-2">
        {MOH_LEVELS.map((level) => (
          <li key={level}>
            <span className="font-medium text-foreground tabular-nums">{level}</span> –{' '}
            {t(`mohSurvey.levels.${level}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}

interface ClosingQuestionsProps {
  /** As typed: '' is not answered. */
  expectation: string;
  onExpectation: (text: string) => void;
  expectationError: boolean;
  returnIntent: string | null;
  onReturnIntent: (option: string) => void;
}

/** G (the share of expectations met, 0–100 %) and H (would you come back, options 1–6). */
export function ClosingQuestions(props: ClosingQuestionsProps) {
  const { t } = useTranslation();
  const describedBy = ['moh-g-hint', props.expectationError ? 'moh-g-error' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor="moh-g" className="leading-snug">
          <span className="font-medium">G.</span> {t('mohSurvey.expectation.question')}
        </Label>
        <p id="moh-g-hint" className="text-muted-foreground text-sm">
          {t('mohSurvey.expectation.hint')}
        </p>
        <div className="flex items-center gap-2">
          <Input
            id="moh-g"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={props.expectation}
            onChange={(event) => props.onExpectation(event.target.value)}
            aria-invalid={props.expectationError || undefined}
            aria-describedby={describedBy}
            className="w-24"
          />
          <span aria-hidden="true">%</span>
        </div>
        {props.expectationError ? (
          <p id="moh-g-error" className="font-medium text-destructive text-sm">
            {t('mohSurvey.expectation.invalid')}
          </p>
        ) : null}
      </div>
      <RadioCardGroup
        id="moh-h"
        legend={
          <>
            <span className="font-medium">H.</span> {t('mohSurvey.returnIntent.question')}
          </>
        }
        options={MOH_RETURN_OPTIONS.map((option) => ({
          value: String(option),
          label: t(`mohSurvey.returnIntent.options.${option}`),
        }))}
        value={props.returnIntent}
        onChange={props.onReturnIntent}
      />
    </div>
  );
}
