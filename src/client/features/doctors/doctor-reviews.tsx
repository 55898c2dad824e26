import { MessageSquareText, RotateCw, TriangleExclamationPoint } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { translateError } from '../../lib/api';
import { type ReviewView, useDoctorReviews } from './api';
import { ReviewControls } from './review-controls';
import { ReviewItem } from './review-item';

const SKELETON_KEYS = ['a', 'b', 'c'];

/** Approved reviews in the chosen order and star; 'load more' appends the next page below. */
export function DoctorReviews({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<ReviewView>({ sort: 'newest' });
  const reviews = useDoctorReviews(doctorId, view);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  // A doctor without any review has nothing to sort: the empty state stands alone.
  const nothingAtAll = reviews.isSuccess && items.length === 0 && view.star === undefined;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">{t('doctors.reviews.title')}</h2>
      {nothingAtAll ? null : <ReviewControls view={view} onChange={setView} />}
      <ReviewList reviews={reviews} filtered={view.star !== undefined} />
    </div>
  );
}

function ReviewList({
  reviews,
  filtered,
}: {
  reviews: ReturnType<typeof useDoctorReviews>;
  filtered: boolean;
}) {
  const { t } = useTranslation();

  if (reviews.isPending) {
    return (
      <div role="status" aria-label={t('doctors.reviews.loading')} className="flex flex-col gap-4">
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} className="h-36 w-full rounded-xl" />
        ))}
      </div>
    );
  }

  if (reviews.isError) {
    return (
      <Alert variant="destructive">
        <TriangleExclamationPoint aria-hidden="true" />
        <AlertTitle>{t('doctors.reviews.error')}</AlertTitle>
        <AlertDescription>
          <p>{translateError(reviews.error)}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void reviews.refetch()}
            disabled={reviews.isFetching}
          >
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const items = reviews.data.pages.flatMap((page) => page.items);
  const total = reviews.data.pages.at(-1)?.total ?? items.length;

  if (items.length === 0 && filtered) {
    return (
      <p className="py-6 text-center text-muted-foreground">{t('journey.reviews.noneWithStar')}</p>
    );
  }

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-surface px-6 py-12 text-center">
        <MessageSquareText className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold text-foreground">{t('doctors.noReviewsYet')}</p>
        <p className="text-muted-foreground text-sm">{t('doctors.reviews.noReviewsHint')}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3 pt-2">
        <p aria-live="polite" className="text-muted-foreground text-sm">
          {t('doctors.reviews.shown', { shown: items.length, total })}
        </p>
        {reviews.hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => void reviews.fetchNextPage()}
            disabled={reviews.isFetchingNextPage}
          >
            {reviews.isFetchingNextPage ? <Spinner /> : null}
            {t('doctors.reviews.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
