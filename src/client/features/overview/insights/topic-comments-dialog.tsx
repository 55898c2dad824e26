import { TOPIC_COMMENTS_LIMIT, type TopicFigure } from '@shared/insights';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/admin/query-error';
import { EmptyBlock, LoadingBlock } from '../../../components/admin/screen-states';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { cn } from '../../../lib/utils';
import { type TopicBand, useTopicComments } from './api';
import type { InsightsFilters } from './filters';
import { Highlighted } from './highlight';
import { useInsightFormat, useTopicName } from './insight-format';

const BANDS = ['all', 'low', 'high'] as const;

function BandChooser({
  value,
  onChange,
}: {
  value: TopicBand | null;
  onChange: (band: TopicBand | null) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">{t('admin.insights.comments.band')}</legend>
      <div className="flex flex-wrap gap-2">
        {BANDS.map((band) => {
          const checked = (value ?? 'all') === band;
          return (
            <label
              key={band}
              className={cn(
                'cursor-pointer rounded-full border px-3 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={band}
                checked={checked}
                onChange={() => onChange(band === 'all' ? null : band)}
                className="sr-only"
              />
              {t(`admin.insights.comments.bands.${band}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The comments behind a topic's figures, newest first, with the words that matched marked. */
export function TopicCommentsDialog({
  topic,
  filters,
  onClose,
}: {
  /** The topic whose comments are shown; null while closed. */
  topic: TopicFigure | null;
  filters: InsightsFilters;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const topicName = useTopicName();
  const [band, setBand] = useState<TopicBand | null>(null);
  const comments = useTopicComments(topic?.topic ?? null, filters, band);
  return (
    <Dialog open={topic !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {t('admin.insights.comments.title', { topic: topic ? topicName(topic) : '' })}
          </DialogTitle>
          <DialogDescription>
            {t('admin.insights.comments.description', {
              limit: format.number(TOPIC_COMMENTS_LIMIT),
            })}
          </DialogDescription>
        </DialogHeader>
        <BandChooser value={band} onChange={setBand} />
        {comments.isPending ? (
          <LoadingBlock label={t('admin.insights.comments.loading')} />
        ) : comments.isError ? (
          <QueryError title={t('admin.insights.comments.error')} query={comments} />
        ) : comments.data.length === 0 ? (
          <EmptyBlock>{t('admin.insights.comments.empty')}</EmptyBlock>
        ) : (
          <ul className="grid gap-3" aria-label={t('admin.insights.comments.list')}>
            {comments.data.map((item) => (
              <li key={item.feedback_id} className="grid gap-1 rounded-lg border p-3">
                <p className="flex flex-wrap gap-x-3 text-muted-foreground text-sm">
                  <span className="font-medium text-foreground">{item.doctor.name}</span>
                  <span>
                    <span aria-hidden="true">{item.rating}★</span>
                    <span className="sr-only">
                      {t('admin.insights.comments.stars', { value: item.rating })}
                    </span>
                  </span>
                  <span>{format.date(item.created_at)}</span>
                </p>
                <p className="whitespace-pre-line break-words">
                  <Highlighted text={item.comment} words={item.words} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
