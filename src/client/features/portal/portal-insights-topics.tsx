import type { TopicFigure, TopicsReport } from '@shared/insights';
import { localizedText } from '@shared/localized';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { useContentLanguage } from '../../lib/localized';
import '../../i18n/features/portal';
import '../../i18n/features/topics';

/** Bars per month on the row's own scale: a trend's shape. Decorative; the table has the numbers. */
function Sparkline({ values }: { values: readonly number[] }) {
  const max = Math.max(1, ...values);
  const step = 7;
  const height = 20;
  return (
    <svg aria-hidden="true" className="text-primary" width={values.length * step} height={height}>
      {values.map((value, i) => {
        // An empty month still shows a sliver, so the months can be counted.
        const h = Math.max(1, (value / max) * height);
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: the months are fixed positions.
            key={i}
            x={i * step}
            y={height - h}
            width={step - 2}
            height={h}
            rx={1}
            fill="currentColor"
            opacity={value === 0 ? 0.3 : 1}
          />
        );
      })}
    </svg>
  );
}

const cell = 'px-2 py-1.5 text-end tabular-nums';

/** A built-in topic is named through i18n, one the chain added by its own labels. */
function useTopicName() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (figure: TopicFigure) =>
    figure.label
      ? (localizedText(figure.label.vi, figure.label.en, language)?.text ?? figure.topic)
      : t(`topics.${figure.topic}`);
}

/** The topics of the doctor's comments: mentions, shares among low and high reviews, months. */
export function PortalInsightsTopics({ topics }: { topics: TopicsReport }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const topicName = useTopicName();
  const share = (v: number | null) => (v === null ? '—' : format.percent(v));
  const month = (m: string) => format.monthYear(`${m}-01T00:00:00Z`);
  if (topics.commented === 0) {
    return <p className="text-muted-foreground text-sm">{t('portal.insights.topics.empty')}</p>;
  }
  return (
    <div className="grid min-w-0 gap-3">
      <p className="text-muted-foreground text-sm">
        {t('portal.insights.topics.explain', {
          commented: format.number(topics.commented),
          low: format.number(topics.low_commented),
          high: format.number(topics.high_commented),
        })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard, so the table can be scrolled sideways on a phone. */}
      <div className="overflow-x-auto" tabIndex={0}>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="px-2 py-1.5 text-start">
                {t('portal.insights.topics.topic')}
              </th>
              <th scope="col" className={cell}>
                {t('portal.insights.topics.mentions')}
              </th>
              <th scope="col" className={cell}>
                {t('portal.insights.topics.low')}
              </th>
              <th scope="col" className={cell}>
                {t('portal.insights.topics.high')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-start">
                {t('portal.insights.topics.trend')}
              </th>
            </tr>
          </thead>
          <tbody>
            {topics.topics.map((figure) => (
              <tr key={figure.topic} className="border-b last:border-0">
                <th scope="row" className="min-w-32 px-2 py-1.5 text-start font-medium">
                  {topicName(figure)}
                </th>
                <td className={cell}>{format.number(figure.mentions)}</td>
                <td className={cell}>{share(figure.low_share)}</td>
                <td className={cell}>{share(figure.high_share)}</td>
                <td className="px-2 py-1.5">
                  <Sparkline values={topics.months.map((m) => m.mentions[figure.topic] ?? 0)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="min-w-0">
        <summary className="cursor-pointer text-sm">{t('portal.insights.topics.table')}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
        <div className="overflow-x-auto" tabIndex={0}>
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="px-2 py-1.5 text-start">
                  {t('portal.insights.month')}
                </th>
                {topics.topics.map((figure) => (
                  <th key={figure.topic} scope="col" className={cell}>
                    {topicName(figure)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {topics.months.map((m) => (
                <tr key={m.month} className="border-b last:border-0">
                  <th scope="row" className="px-2 py-1.5 text-start font-normal">
                    {month(m.month)}
                  </th>
                  {topics.topics.map((figure) => (
                    <td key={figure.topic} className={cell}>
                      {format.number(m.mentions[figure.topic] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
