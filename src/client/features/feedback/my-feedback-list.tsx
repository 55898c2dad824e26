import type { MyFeedback } from '@shared/feedback';
import { EyeOff, MessageSquareHeart, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { StarRating } from '../../components/ui/star-rating';
import { translateError } from '../../lib/api';
import { useFormatters } from '../../lib/format';
import { useSpecialtyName } from '../../lib/localized';
import { AnswerSection } from './answer-section';
import { useMyFeedback } from './api';
import { AppealSection } from './appeal-section';
import { DeleteFeedbackButton } from './delete-feedback-button';
import { FeedbackStatusBadge } from './feedback-status-badge';
import { WithdrawReviewButton } from './withdraw-review-button';

function MyFeedbackItem({ item }: { item: MyFeedback }) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <article className="grid gap-3 rounded-lg border bg-card p-4">
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
      >
        {item.comment ?? t('feedback.mine.noComment')}
      </p>
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

  if (feedback.isPending) {
    return (
      <div role="status" aria-label={t('feedback.mine.loading')} className="grid gap-3">
        <Skeleton className="h-32 w-full rounded-lg" />
        <Skeleton className="h-32 w-full rounded-lg" />
      </div>
    );
  }
  if (feedback.isError) {
    return (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>{t('feedback.mine.error')}</AlertTitle>
        <AlertDescription>
          <p>{translateError(feedback.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void feedback.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (feedback.data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-surface px-6 py-10 text-center">
        <MessageSquareHeart className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t('feedback.mine.empty')}</p>
        <Button asChild>
          <Link to="/feedback">{t('feedback.mine.giveFeedback')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-3">
        {feedback.data.items.map((item) => (
          <li key={item.id}>
            <MyFeedbackItem item={item} />
          </li>
        ))}
      </ul>
      {feedback.data.truncated ? (
        <p className="mt-3 text-muted-foreground text-sm">
          {t('feedback.mine.truncated', { count: feedback.data.items.length })}
        </p>
      ) : null}
    </>
  );
}

/** The profile page's "My feedback": what the user wrote and where it is in moderation. */
export function MyFeedbackCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t('feedback.mine.title')}</CardTitle>
        <CardDescription>{t('feedback.mine.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <MyFeedbackBody />
      </CardContent>
    </Card>
  );
}
