import type { MyFeedback, MyFeedbackList } from '@shared/feedback';
import { EyeOff, MessageSquareHeart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { LinkButton } from '../../components/link-button';
import { QueryStates } from '../../components/query-states';
import { SectionCard } from '../../components/section-card';
import { SkeletonStack } from '../../components/ui/skeleton';
import { StarRating } from '../../components/ui/star-rating';
import { useFormatters } from '../../lib/format';
import { useSpecialtyName } from '../../lib/localized';
import { cn } from '../../lib/utils';
import { AnswerSection } from './answer-section';
import { useMyFeedback } from './api';
import { AppealSection } from './appeal-section';
import { DeleteFeedbackButton } from './delete-feedback-button';
import { FeedbackStatusBadge } from './feedback-status-badge';
import { QuoteConsentSwitch } from './quote-consent-switch';
import { WithdrawReviewButton } from './withdraw-review-button';
import '../../i18n/features/feedback';

/** The id of a review's card: notifications about the review lead to `#review-<id>`. */
export const reviewCardId = (id: string) => `review-${id}`;

function MyFeedbackItem({ item, targeted }: { item: MyFeedback; targeted: boolean }) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  const format = useFormatters();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    // Arrived from a notification about this review: show it and start reading there.
    if (!targeted) return;
    card.current?.scrollIntoView({ block: 'start' });
    card.current?.focus({ preventScroll: true });
    // The menu the notification was opened from closes in the same turn and may leave the
    // focus on the page's body as its items unmount: the card takes it back once that is done.
    const settle = window.setTimeout(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) card.current?.focus({ preventScroll: true });
    });
    return () => window.clearTimeout(settle);
  }, [targeted]);
  return (
    <article
      ref={card}
      id={reviewCardId(item.id)}
      tabIndex={-1}
      aria-current={targeted ? 'true' : undefined}
      className={cn(
        'grid scroll-mt-20 gap-3 rounded-lg border bg-card p-4 outline-none',
        targeted && 'ring-2 ring-primary',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="font-semibold leading-snug">
            <Link to={`/doctors/${item.doctor.id}`} className="text-primary hover:underline">
              {item.doctor.name}
            </Link>
          </h3>
          <p className="text-muted-foreground text-sm">{specialtyOf(item.doctor.specialty)}</p>
        </div>
        <FeedbackStatusBadge status={item.status} />
      </header>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
        <StarRating value={item.rating} size="sm" />
        <time dateTime={item.created_at}>
          {t('feedback.mine.submittedOn', { date: format.date(item.created_at) })}
        </time>
        {item.is_anonymous ? (
          <span className="inline-flex items-center gap-1">
            <EyeOff className="size-3.5" aria-hidden="true" />
            {t('feedback.mine.anonymous')}
          </span>
        ) : null}
      </div>
      {/* Plain text, never HTML. */}
      <p
        className={
          item.comment
            ? 'whitespace-pre-line break-words text-foreground'
            : 'text-muted-foreground italic'
        }
        lang={item.comment ? (item.comment_lang ?? undefined) : undefined}
      >
        {item.comment ?? t('feedback.mine.noComment')}
      </p>
      {item.has_comment && !item.withdrawn ? <QuoteConsentSwitch item={item} /> : null}
      <AnswerSection item={item} />
      <AppealSection item={item} />
      {item.status === 'pending' ? (
        <div className="flex justify-end">
          <DeleteFeedbackButton id={item.id} doctorName={item.doctor.name} />
        </div>
      ) : null}
      {item.status === 'approved' || item.status === 'reported' ? (
        <div className="flex justify-end">
          <WithdrawReviewButton id={item.id} doctorName={item.doctor.name} />
        </div>
      ) : null}
    </article>
  );
}

function MyFeedbackBody() {
  const { t } = useTranslation();
  const feedback = useMyFeedback();

  return (
    <QueryStates
      query={feedback}
      loading={
        <SkeletonStack
          label={t('feedback.mine.loading')}
          shapes={['h-32 rounded-lg', 'h-32 rounded-lg']}
        />
      }
      errorTitle={t('feedback.mine.error')}
    >
      {(data) => <MyFeedbackItems feedback={data} />}
    </QueryStates>
  );
}

function MyFeedbackItems({ feedback }: { feedback: MyFeedbackList }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  if (feedback.items.length === 0) {
    return (
      <EmptyState icon={MessageSquareHeart} className="rounded-lg py-10">
        <p className="text-muted-foreground">{t('feedback.mine.empty')}</p>
        <LinkButton to="/feedback">{t('feedback.mine.giveFeedback')}</LinkButton>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-3">
        {feedback.items.map((item) => (
          <li key={item.id}>
            <MyFeedbackItem item={item} targeted={hash === `#${reviewCardId(item.id)}`} />
          </li>
        ))}
      </ul>
      {feedback.truncated ? (
        <p className="mt-3 text-muted-foreground text-sm">
          {t('feedback.mine.truncated', { count: feedback.items.length })}
        </p>
      ) : null}
    </>
  );
}

/** The profile page's "My feedback": what the user wrote and where it is in moderation. */
export function MyFeedbackCard() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('feedback.mine.title')} description={t('feedback.mine.description')}>
      <MyFeedbackBody />
    </SectionCard>
  );
}
