import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PagePart } from '../../components/page-part';
import { QueryStates } from '../../components/query-states';
import { Button } from '../../components/ui/button';
import { SkeletonStack } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { type ReviewView, useDoctorReviews } from './api';
import { ReviewControls } from './review-controls';
import { ReviewItem } from './review-item';
import '../../i18n/features/doctors';
import '../../i18n/features/journey';

const REVIEW_SKELETONS = ['h-36 rounded-xl', 'h-36 rounded-xl', 'h-36 rounded-xl'];

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

type ReviewsQuery = ReturnType<typeof useDoctorReviews>;

function ReviewList({ reviews, filtered }: { reviews: ReviewsQuery; filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <QueryStates
      query={reviews}
      loading={
        <SkeletonStack
          label={t('doctors.reviews.loading')}
          shapes={REVIEW_SKELETONS}
          className="gap-4"
        />
      }
      errorTitle={t('doctors.reviews.error')}
    >
      {(data) => <LoadedReviews reviews={reviews} pages={data.pages} filtered={filtered} />}
    </QueryStates>
  );
}

/** The pages loaded so far, with "load more" while the server has more. */
function LoadedReviews({
  reviews,
  pages,
  filtered,
}: {
  reviews: ReviewsQuery;
  pages: NonNullable<ReviewsQuery['data']>['pages'];
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const items = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.total ?? items.length;

  if (items.length === 0 && filtered) {
    return (
      <p className="py-6 text-center text-muted-foreground">{t('journey.reviews.noneWithStar')}</p>
    );
  }

  if (items.length === 0) {
    return (
      <EmptyState icon={MessageSquareText} className="gap-2">
        <p className="font-semibold text-foreground">{t('doctors.noReviewsYet')}</p>
        <p className="text-muted-foreground text-sm">{t('doctors.reviews.noReviewsHint')}</p>
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {items.map((review) => (
          <li key={review.id}>
            {/* Each review is its own slice of the page's hydration. */}
            <PagePart>
              <ReviewItem review={review} />
            </PagePart>
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
