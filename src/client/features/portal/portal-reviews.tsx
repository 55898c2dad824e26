import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { StarRating } from '../../components/ui/star-rating';
import { useFormatters } from '../../lib/format';
import { ReplyComposer } from './reply-composer';
import '../../i18n/features/portal';
import '../../i18n/features/replies';
import { fetchPortalReviews } from './api';

/** The doctor's published reviews, by rating and replied / not replied, each with its reply. */
export function PortalReviews() {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const [rating, setRating] = useState('');
  const [replied, setReplied] = useState('');
  const [page, setPage] = useState(1);
  const query = {
    page,
    ...(rating ? { rating: Number(rating) } : {}),
    ...(replied ? { replied: replied as 'yes' | 'no' } : {}),
  };
  const reviews = useQuery({
    queryKey: ['portal', 'reviews', query],
    queryFn: ({ signal }) => fetchPortalReviews(query, signal),
  });
  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const selectClass = 'h-9 rounded-md border bg-background px-2';
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-rating`}>{t('portal.reviews.rating')}</Label>
          <select
            id={`${id}-rating`}
            className={selectClass}
            value={rating}
            onChange={(e) => {
              setRating(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('portal.reviews.all')}</option>
            {[5, 4, 3, 2, 1].map((s) => (
              <option key={s} value={s}>
                {t('portal.distribution.stars', { count: s })}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-replied`}>{t('portal.reviews.replied')}</Label>
          <select
            id={`${id}-replied`}
            className={selectClass}
            value={replied}
            onChange={(e) => {
              setReplied(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('portal.reviews.all')}</option>
            <option value="yes">{t('portal.reviews.repliedYes')}</option>
            <option value="no">{t('portal.reviews.repliedNo')}</option>
          </select>
        </div>
      </div>
      {data?.items.length === 0 ? (
        <p className="text-muted-foreground">{t('portal.reviews.empty')}</p>
      ) : null}
      <ul className="grid gap-4">
        {data?.items.map((review) => (
          <li key={review.id} className="grid gap-3 rounded-lg border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <StarRating
                value={review.rating}
                size="sm"
                label={t('portal.score.stars', { value: review.rating })}
              />
              <span className="font-medium">
                {review.is_anonymous
                  ? t('portal.reviews.anonymous')
                  : (review.patient_name ?? t('portal.reviews.patient'))}
              </span>
              <span className="text-muted-foreground text-sm">
                {format.calendarDate(review.date)}
              </span>
            </div>
            <p
              className="whitespace-pre-line"
              lang={review.comment ? (review.comment_lang ?? undefined) : undefined}
            >
              {review.comment ?? t('portal.reviews.noComment')}
            </p>
            <ReplyComposer review={review} />
            {review.author_answer ? (
              <div className="ms-4 rounded-md bg-muted/40 p-3 text-sm">
                <p className="font-semibold">{t('replies.fromAuthor')}</p>
                <p
                  className="whitespace-pre-line"
                  lang={review.author_answer.body_lang ?? undefined}
                >
                  {review.author_answer.body}
                </p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('portal.reviews.previous')}
          </Button>
          <span className="text-sm">{t('portal.reviews.page', { page, pages })}</span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('portal.reviews.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
