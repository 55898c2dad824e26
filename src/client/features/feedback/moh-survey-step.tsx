import {
  hasAnyAnswer,
  MOH_ASKED_ITEMS,
  MOH_EXPECTATION_MAX,
  MOH_SECTIONS,
  type MohSurveyInput,
} from '@shared/moh-survey-items';
import { Send, TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/forms/submit-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { fieldErrors, isApiError, translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { useSaveMohSurvey } from './api';
import { ClosingQuestions, LevelChoice, LevelKey } from './moh-survey-fields';
import '../../i18n/features/moh-survey';

/** The form's sections that have items to ask, then G and H together. */
const PARTS = [
  ...MOH_SECTIONS.filter((s) => MOH_ASKED_ITEMS.some((i) => i.section === s)),
  'closing',
] as const;

/** '' is no answer; a whole number 0–100 is one; anything else is undefined (invalid). */
function expectationOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= MOH_EXPECTATION_MAX ? value : undefined;
}

interface MohSurveyStepProps {
  feedbackId: string;
  /** Sent or skipped: the usual confirmation follows. */
  onDone: () => void;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * The optional step after a review: the ministry's outpatient survey, one section at a time,
 * without the items the review's ratings already answer. Everything may be skipped; what was
 * answered is sent once.
 */
export function MohSurveyStep({
  feedbackId,
  onDone,
  headingLevel: Heading = 'h2',
}: MohSurveyStepProps) {
  const { t } = useTranslation();
  const save = useSaveMohSurvey();
  const [part, setPart] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [expectation, setExpectation] = useState('');
  const [returnIntent, setReturnIntent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [expectationError, setExpectationError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const partHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const current = PARTS[part] ?? 'closing';
  const SubHeading = Heading === 'h2' ? 'h3' : Heading === 'h3' ? 'h4' : 'h5';

  useEffect(() => {
    heading.current?.focus();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the part shown changes
  useEffect(() => {
    // After Next or Back the new part's heading takes focus, so the reader starts at its top.
    if (moved.current) partHeading.current?.focus();
  }, [part]);

  const go = (next: number) => {
    moved.current = true;
    setProblem(null);
    setPart(next);
  };

  const survey = (): MohSurveyInput | null => {
    const percent = expectationOf(expectation);
    if (percent === undefined) {
      setExpectationError(true);
      if (current !== 'closing') go(PARTS.length - 1);
      return null;
    }
    return {
      answers,
      expectation_percent: percent,
      return_intent: returnIntent === null ? null : Number(returnIntent),
    };
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const body = survey();
    if (!body) return;
    // The server refuses an empty form with this same message.
    if (!hasAnyAnswer(body)) return setProblem(t('validation.mohSurvey.empty'));
    save.mutate(
      { feedbackId, survey: body },
      {
        onSuccess: () => {
          toast.success(t('mohSurvey.step.thanks'));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'conflict') {
            toast.info(t('mohSurvey.step.alreadyAnswered'));
            onDone();
            return;
          }
          const key = fieldErrors(error)[0]?.message;
          setProblem(key?.startsWith('validation.') ? t(key) : translateError(error));
        },
      },
    );
  };

  const answeredCount =
    Object.keys(answers).length +
    (expectation.trim() === '' ? 0 : 1) +
    (returnIntent === null ? 0 : 1);
  const last = part === PARTS.length - 1;

  return (
    <section aria-labelledby="moh-survey-title" className="grid gap-5">
      <div className="grid gap-2">
        <Heading
          id="moh-survey-title"
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-foreground text-xl leading-snug outline-none"
        >
          {t('mohSurvey.step.title')}
        </Heading>
        <p className="text-muted-foreground text-sm">{t('mohSurvey.step.intro')}</p>
      </div>

      <form noValidate onSubmit={send} className="grid gap-5 border-t pt-4">
        <div className="grid gap-1">
          <p className="text-muted-foreground text-xs">
            {t('mohSurvey.step.part', { current: part + 1, total: PARTS.length })}
          </p>
          <div className="flex gap-1" aria-hidden="true">
            {PARTS.map((p, i) => (
              <span
                key={p}
                className={cn('h-1 flex-1 rounded', i <= part ? 'bg-primary' : 'bg-border')}
              />
            ))}
          </div>
          <SubHeading
            ref={partHeading}
            tabIndex={-1}
            className="mt-2 font-semibold text-foreground outline-none"
          >
            {current === 'closing' ? '' : `${current}. `}
            {t(`mohSurvey.sections.${current}`)}
          </SubHeading>
        </div>

        {current === 'closing' ? (
          <ClosingQuestions
            expectation={expectation}
            onExpectation={(text) => {
              setExpectation(text);
              setExpectationError(false);
            }}
            expectationError={expectationError}
            returnIntent={returnIntent}
            onReturnIntent={setReturnIntent}
          />
        ) : (
          <div className="grid gap-5">
            <LevelKey />
            {MOH_ASKED_ITEMS.filter((i) => i.section === current).map((item) => (
              <LevelChoice
                key={item.code}
                code={item.code}
                value={answers[item.code]}
                onChange={(level) => setAnswers((a) => ({ ...a, [item.code]: level }))}
              />
            ))}
          </div>
        )}

        {problem ? (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>{t('mohSurvey.step.error')}</AlertTitle>
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        ) : null}

        <p className="text-muted-foreground text-sm" aria-live="polite">
          {t('mohSurvey.step.answered', { count: answeredCount })}
        </p>
        <div className="flex flex-wrap gap-2 border-t pt-4">
          {last ? null : (
            <Button type="button" onClick={() => go(part + 1)}>
              {t('mohSurvey.step.next')}
            </Button>
          )}
          {part > 0 ? (
            <Button type="button" variant="outline" onClick={() => go(part - 1)}>
              {t('mohSurvey.step.back')}
            </Button>
          ) : null}
          <SubmitButton
            pending={save.isPending}
            icon={Send}
            pendingLabel={t('mohSurvey.step.sending')}
            variant={last ? 'default' : 'outline'}
          >
            {t('mohSurvey.step.send')}
          </SubmitButton>
          <Button type="button" variant="ghost" onClick={onDone} disabled={save.isPending}>
            {t('mohSurvey.step.skipAll')}
          </Button>
        </div>
      </form>
    </section>
  );
}
