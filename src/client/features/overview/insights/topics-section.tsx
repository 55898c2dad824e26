import type { TopicFigure, TopicsReport } from '@shared/insights';
import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { EmptyNote } from '../dashboard/empty-note';
import type { InsightsFilters } from './filters';
import { useInsightFormat, useTopicName } from './insight-format';
import { Sparkline } from './sparkline';
import { TopicCommentsDialog } from './topic-comments-dialog';

/** Mentions per month as a table: the sparklines' exact numbers. */
function TopicMonths({ topics }: { topics: TopicsReport }) {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const topicName = useTopicName();
  return (
    <details className="min-w-0">
      <summary className="cursor-pointer text-sm">{t('admin.insights.topics.byMonth')}</summary>
      <Table className="mt-2">
        <TableHeader>
          <TableRow>
            <TableHead>{t('admin.insights.topics.month')}</TableHead>
            <TableHead className="text-end">{t('admin.insights.topics.commented')}</TableHead>
            {topics.topics.map((figure) => (
              <TableHead key={figure.topic} className="text-end">
                {topicName(figure)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {topics.months.map((month) => (
            <TableRow key={month.month}>
              <TableHead scope="row" className="font-normal">
                {format.month(month.month)}
              </TableHead>
              <TableCell className="text-end tabular-nums">
                {format.number(month.commented)}
              </TableCell>
              {topics.topics.map((figure) => (
                <TableCell key={figure.topic} className="text-end tabular-nums">
                  {format.number(month.mentions[figure.topic] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}

/**
 * What comments talk about: per topic its mentions, its share among low and among high reviews
 * with a comment, and its months; each opens the comments behind the figure.
 */
export function TopicsSection({
  topics,
  filters,
}: {
  topics: TopicsReport;
  filters: InsightsFilters;
}) {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const topicName = useTopicName();
  const [open, setOpen] = useState<TopicFigure | null>(null);
  return (
    <SectionCard
      className="min-w-0"
      title={t('admin.insights.topics.title')}
      description={t('admin.insights.topics.explain', {
        commented: format.number(topics.commented),
        low: format.number(topics.low_commented),
        high: format.number(topics.high_commented),
      })}
      contentClassName="grid gap-4"
    >
      {topics.commented === 0 ? (
        <EmptyNote>{t('admin.insights.topics.empty')}</EmptyNote>
      ) : (
        <>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('admin.insights.topics.columns.topic')}</TableHead>
                <TableHead className="h-auto min-w-24 whitespace-normal py-2 text-end">
                  {t('admin.insights.topics.columns.mentions')}
                </TableHead>
                {/* Long headings wrap, so the trend stays in view on a laptop. */}
                <TableHead className="h-auto min-w-28 whitespace-normal py-2 text-end">
                  {t('admin.insights.topics.columns.low')}
                </TableHead>
                <TableHead className="h-auto min-w-28 whitespace-normal py-2 text-end">
                  {t('admin.insights.topics.columns.high')}
                </TableHead>
                <TableHead>{t('admin.insights.topics.columns.trend')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('admin.insights.topics.columns.comments')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {topics.topics.map((figure) => {
                const name = topicName(figure);
                return (
                  <TableRow key={figure.topic}>
                    <TableHead scope="row">{name}</TableHead>
                    <TableCell className="text-end tabular-nums">
                      {format.number(figure.mentions)}
                    </TableCell>
                    <TableCell className="text-end tabular-nums">
                      {format.share(figure.low_share)}
                    </TableCell>
                    <TableCell className="text-end tabular-nums">
                      {format.share(figure.high_share)}
                    </TableCell>
                    <TableCell>
                      <Sparkline values={topics.months.map((m) => m.mentions[figure.topic] ?? 0)} />
                    </TableCell>
                    <TableCell>
                      {figure.mentions > 0 ? (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={t('admin.insights.topics.openLabel', { topic: name })}
                          onClick={() => setOpen(figure)}
                        >
                          <MessageSquareQuote aria-hidden="true" />
                          {t('admin.insights.topics.open')}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <TopicMonths topics={topics} />
        </>
      )}
      {/* Keyed by topic: another topic opens on every band, not the one chosen before. */}
      <TopicCommentsDialog
        key={open?.topic ?? ''}
        topic={open}
        filters={filters}
        onClose={() => setOpen(null)}
      />
    </SectionCard>
  );
}
