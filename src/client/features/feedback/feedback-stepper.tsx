import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';
import '../../i18n/features/feedback';

export type FeedbackStep = 1 | 2;

const STEPS = [
  { number: 1, labelKey: 'feedback.stepper.verify' },
  { number: 2, labelKey: 'feedback.stepper.rate' },
] as const;

/** The two steps of the flow; the current one is marked with aria-current for screen readers. */
export function FeedbackStepper({ current }: { current: FeedbackStep }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('feedback.stepper.label')} className="flex items-center gap-2 sm:gap-3">
      {STEPS.map(({ number, labelKey }, index) => {
        const done = number < current;
        const active = number === current;
        return (
          <li
            key={number}
            aria-current={active ? 'step' : undefined}
            className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3"
          >
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-semibold text-sm',
                active && 'border-primary bg-primary text-primary-foreground',
                done && 'border-primary bg-primary-soft text-primary',
                !active && !done && 'border-input bg-background text-muted-foreground',
              )}
              aria-hidden="true"
            >
              {done ? <Check className="size-4" /> : number}
            </span>
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="text-muted-foreground text-xs">
                {t('feedback.stepper.step', { number })}
                {done ? <span className="sr-only"> ({t('feedback.stepper.done')})</span> : null}
              </span>
              <span
                className={cn(
                  'font-medium text-sm',
                  active ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {t(labelKey)}
              </span>
            </span>
            {index < STEPS.length - 1 ? (
              <span
                className={cn('h-0.5 min-w-4 flex-1 rounded', done ? 'bg-primary' : 'bg-border')}
                aria-hidden="true"
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
