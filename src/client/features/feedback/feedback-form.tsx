import { COMMENT_MAX_CHARS, CRITERIA_WEIGHTS } from '@shared/constants';
import { containsContactDetails } from '@shared/contact-details';
import type { SubmittedFeedback } from '@shared/feedback';
import { shortName } from '@shared/names';
import { REVIEW_CONSENT_VERSION } from '@shared/privacy';
import { Info, Send, TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton } from '../../components/forms/submit-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { isApiError } from '../../lib/api-errors';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';
import { newIdempotencyKey, useSubmitFeedback } from './api';
import { feedbackErrorMessage } from './errors';
import { RatingField } from './rating-field';
import { RecommendField } from './recommend-field';
import '../../i18n/features/feedback';

type Score = 'rating' | 'medical_expertise' | 'customer_experience' | 'compliance';

const CRITERIA = [
  { field: 'rating', key: 'overall', required: 'ratingRequired', weight: undefined },
  {
    field: 'medical_expertise',
    key: 'medicalExpertise',
    required: 'medicalExpertiseRequired',
    weight: CRITERIA_WEIGHTS.medicalExpertise,
  },
  {
    field: 'customer_experience',
    key: 'customerExperience',
    required: 'customerExperienceRequired',
    weight: CRITERIA_WEIGHTS.customerExperience,
  },
  {
    field: 'compliance',
    key: 'compliance',
    required: 'complianceRequired',
    weight: CRITERIA_WEIGHTS.compliance,
  },
] as const satisfies readonly { field: Score; key: string; required: string; weight?: number }[];

const NO_SCORES: Record<Score, number> = {
  rating: 0,
  medical_expertise: 0,
  customer_experience: 0,
  compliance: 0,
};

export interface FeedbackFormProps {
  visitId: string;
  doctorId: string;
  /** Called after the server accepted the feedback: the caller confirms it. */
  onSubmitted: (result: SubmittedFeedback) => void;
  /** Shown beside the submit button, e.g. Cancel or "Choose another doctor". */
  secondaryAction?: ReactNode;
}

/**
 * The feedback form: overall rating and the three weighted criteria (1–5 stars each), the
 * optional 0–10 recommendation, an optional comment (and whether a sentence of it may be quoted),
 * and the anonymous choice. Used by /feedback and by the doctor page.
 */
export function FeedbackForm({
  visitId,
  doctorId,
  onSubmitted,
  secondaryAction,
}: FeedbackFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [scores, setScores] = useState(NO_SCORES);
  const [comment, setComment] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  // Unticked until the person ticks it: publishing a health review needs explicit consent.
  const [consent, setConsent] = useState(false);
  // Unticked unless the patient ticks it: the clinic may contact them about this visit.
  const [contactConsent, setContactConsent] = useState(false);
  const [recommend, setRecommend] = useState<number | null>(null);
  // Unticked unless the author ticks it, and only offered (and sent) with a comment to quote.
  const [quoteConsent, setQuoteConsent] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const { user } = useAuth();
  const publicName = user
    ? shortName(user.profile.first_name, user.profile.last_name, user.profile.language)
    : null;
  const submit = useSubmitFeedback();
  // One key per submission, kept until the server gives a definite answer, so retrying after a
  // lost connection can never record the same feedback twice.
  const idempotencyKey = useRef<string | null>(null);

  const missing = CRITERIA.filter(({ field }) => scores[field] < 1);
  const incomplete = missing.length > 0;
  const contactWarning = containsContactDetails(comment);
  const hasComment = comment.trim() !== '';
  const submitHintId = `${id}-submit-hint`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const [firstMissing] = missing;
    if (firstMissing) {
      setShowRequired(true);
      const group = document.getElementById(`${id}-${firstMissing.field}`);
      group?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus({ preventScroll: true });
      // Centred, so the criterion's name is not hidden under the sticky header.
      group?.closest('fieldset')?.scrollIntoView({ block: 'center' });
      return;
    }
    if (!consent) {
      setShowRequired(true);
      document.getElementById(`${id}-consent`)?.focus();
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    submit.mutate(
      {
        input: {
          visit_id: visitId,
          doctor_id: doctorId,
          ...scores,
          comment: comment.trim() || null,
          is_anonymous: anonymous || publicName === null,
          consent_version: REVIEW_CONSENT_VERSION,
          contact_consent: contactConsent,
          recommend_score: recommend,
          quote_consent: quoteConsent && hasComment,
        },
        key: idempotencyKey.current,
      },
      {
        onSuccess: (result) => {
          idempotencyKey.current = null;
          // The caller shows a confirmation that stays (submitted-confirmation), not a toast.
          onSubmitted(result);
        },
        onError: (error) => {
          // A refusal (4xx) was not recorded, so the next try is a new submission; after a network
          // failure or a 5xx the first request may have gone through, so the key is reused.
          if (isApiError(error) && error.status >= 400 && error.status < 500) {
            idempotencyKey.current = null;
          }
          toast.error(t('feedback.feedbackError'), {
            description: feedbackErrorMessage(error, 'submit', t),
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <div className="grid gap-5">
        {CRITERIA.map(({ field, key, required, weight }) => (
          <RatingField
            // The overall rating leads, set apart; the three weighted criteria follow.
            className={field === 'rating' ? 'rounded-lg bg-surface p-3 sm:p-4' : 'sm:px-4'}
            key={field}
            id={`${id}-${field}`}
            label={t(`feedback.form.${key}`)}
            hint={t(`feedback.form.${key}Hint`)}
            weight={weight}
            value={scores[field]}
            onChange={(value) => setScores((current) => ({ ...current, [field]: value }))}
            error={showRequired && scores[field] < 1 ? t(`feedback.${required}`) : undefined}
            disabled={submit.isPending}
          />
        ))}
      </div>

      <RecommendField
        id={`${id}-recommend`}
        value={recommend}
        onChange={setRecommend}
        disabled={submit.isPending}
      />

      <div className="grid gap-2">
        <Label htmlFor={`${id}-comment`}>{t('feedback.form.comment')}</Label>
        <Textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={COMMENT_MAX_CHARS}
          rows={5}
          placeholder={t('feedback.form.commentPlaceholder')}
          aria-describedby={[`${id}-count`, contactWarning ? `${id}-contact` : null]
            .filter(Boolean)
            .join(' ')}
          disabled={submit.isPending}
          className="min-h-32"
        />
        <p
          id={`${id}-count`}
          className="justify-self-end text-muted-foreground text-xs tabular-nums"
        >
          {t('feedback.form.commentCount', {
            count: comment.length,
            max: COMMENT_MAX_CHARS,
          })}
        </p>
        {contactWarning ? (
          <Alert variant="warning" id={`${id}-contact`}>
            <Info aria-hidden="true" />
            <AlertDescription className="text-foreground">
              {t('feedback.form.contactWarning')}
            </AlertDescription>
          </Alert>
        ) : null}
        {hasComment ? (
          <ConsentBox
            id={`${id}-quote-consent`}
            checked={quoteConsent}
            onChange={setQuoteConsent}
            label={t('feedback.form.quoteConsent')}
            hint={t('feedback.form.quoteConsentHint')}
            disabled={submit.isPending}
          />
        ) : null}
      </div>

      <fieldset className="grid gap-3" disabled={submit.isPending}>
        <legend className="mb-2 font-medium text-sm">{t('feedback.form.publicName')}</legend>
        {publicName ? (
          <NameChoice
            id={`${id}-short`}
            name={`${id}-public-name`}
            checked={!anonymous}
            onChange={() => setAnonymous(false)}
            label={t('feedback.form.showShortName', { name: publicName })}
            hint={t('feedback.form.showShortNameHint')}
          />
        ) : null}
        <NameChoice
          id={`${id}-anonymous`}
          name={`${id}-public-name`}
          checked={anonymous || publicName === null}
          onChange={() => setAnonymous(true)}
          label={t('feedback.form.anonymous')}
          hint={t('feedback.form.anonymousHint')}
        />
      </fieldset>

      <ConsentBox
        id={`${id}-contact-consent`}
        checked={contactConsent}
        onChange={setContactConsent}
        label={t('feedback.form.contactConsent')}
        hint={t('feedback.form.contactConsentHint')}
        disabled={submit.isPending}
      />

      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-consent`}
            checked={consent}
            onCheckedChange={(checked) => setConsent(checked === true)}
            aria-invalid={showRequired && !consent ? true : undefined}
            aria-describedby={showRequired && !consent ? `${id}-consent-error` : undefined}
            disabled={submit.isPending}
            className="mt-0.5"
          />
          <Label htmlFor={`${id}-consent`} className="font-normal leading-snug">
            {t(`feedback.form.consentText.${REVIEW_CONSENT_VERSION}`)}
          </Label>
        </div>
        {showRequired && !consent ? (
          <p id={`${id}-consent-error`} className="text-destructive text-sm">
            {t('feedback.form.consentRequired')}
          </p>
        ) : null}
      </div>

      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link
          to="/privacy"
          className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('feedback.form.privacyLink')}
        </Link>
        <Link
          to="/transparency"
          className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('feedback.transparencyLink')}
        </Link>
      </p>

      {submit.isError ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>{t('feedback.feedbackError')}</AlertTitle>
          <AlertDescription>{feedbackErrorMessage(submit.error, 'submit', t)}</AlertDescription>
        </Alert>
      ) : null}

      <div className="flex flex-col gap-3 border-t pt-5 sm:flex-row-reverse sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2 sm:items-end">
          <SubmitButton
            pending={submit.isPending}
            icon={Send}
            pendingLabel={t('feedback.form.submitting')}
            size="lg"
            // Looks disabled until all four ratings are given, but stays focusable and clickable
            // so trying it shows a required message beside each missing rating and the consent.
            aria-disabled={incomplete || undefined}
            aria-describedby={incomplete ? submitHintId : undefined}
            className="aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed"
          >
            {t('feedback.form.submit')}
          </SubmitButton>
          {incomplete ? (
            <p id={submitHintId} className="text-muted-foreground text-sm">
              {t('feedback.form.incomplete')}
            </p>
          ) : null}
        </div>
        {secondaryAction}
      </div>
    </form>
  );
}

function NameChoice(props: {
  id: string;
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        type="radio"
        name={props.name}
        id={props.id}
        checked={props.checked}
        onChange={props.onChange}
        aria-describedby={`${props.id}-hint`}
        className="mt-1 size-4 accent-primary"
      />
      <div className="grid gap-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        <p id={`${props.id}-hint`} className="text-muted-foreground text-sm">
          {props.hint}
        </p>
      </div>
    </div>
  );
}

/** An optional, unticked permission with what it means under it. */
function ConsentBox(props: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
  disabled: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={props.id}
        checked={props.checked}
        onCheckedChange={(checked) => props.onChange(checked === true)}
        aria-describedby={`${props.id}-hint`}
        disabled={props.disabled}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={props.id} className="font-normal leading-snug">
          {props.label}
        </Label>
        <p id={`${props.id}-hint`} className="text-muted-foreground text-sm">
          {props.hint}
        </p>
      </div>
    </div>
  );
}
