import type { DoctorInsights } from '@shared/insights';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { translateError } from '../../lib/api-errors';
import { useFormatters } from '../../lib/format';
import { useSpecialtyName } from '../../lib/localized';
import { PortalInsightsTopics } from './portal-insights-topics';
import '../../i18n/features/portal';
import { fetchPortalInsights } from './api';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-3">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

const signed = (format: ReturnType<typeof useFormatters>, v: number) =>
  format.number(v, { signDisplay: 'exceptZero' });

/** The recommendation score with its sample size, hidden below the minimum, and by month. */
function Recommendation({ insights }: { insights: DoctorInsights }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { total, by_month } = insights.nps;
  const min = format.number(insights.min_sample);
  const cell = 'px-2 py-1.5 text-end tabular-nums';
  return (
    <Part title={t('portal.insights.nps.title')}>
      <p className="text-muted-foreground text-sm">{t('portal.insights.nps.explain')}</p>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {total.nps === null ? (
          <span className="font-medium">
            {total.responses === 0
              ? t('portal.insights.nps.none')
              : t('portal.insights.nps.belowMin', { min })}
          </span>
        ) : (
          <span className="font-bold text-4xl tabular-nums">{signed(format, total.nps)}</span>
        )}
        <span className="text-muted-foreground tabular-nums">
          {t('portal.insights.n', { n: format.number(total.responses) })}
        </span>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <div className="max-h-80 overflow-auto" tabIndex={0}>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="px-2 py-1.5 text-start">
                {t('portal.insights.month')}
              </th>
              <th scope="col" className={cell}>
                {t('portal.insights.nps.responses')}
              </th>
              <th scope="col" className={cell}>
                {t('portal.insights.nps.nps')}
              </th>
            </tr>
          </thead>
          <tbody>
            {by_month.map((m) => (
              <tr key={m.key} className="border-b last:border-0">
                <th scope="row" className="px-2 py-1.5 text-start font-normal">
                  {format.monthYear(`${m.key}-01T00:00:00Z`)}
                </th>
                <td className={cell}>{format.number(m.responses)}</td>
                <td className={cell}>{m.nps === null ? '—' : signed(format, m.nps)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-muted-foreground text-sm">{t('portal.insights.nps.dashNote', { min })}</p>
    </Part>
  );
}

/** Where the doctor stands among their specialty's ranked doctors, or why not yet. */
function Standing({ insights }: { insights: DoctorInsights }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const specialtyName = useSpecialtyName();
  const { standing } = insights;
  const min = format.number(insights.min_reviews);
  return (
    <Part title={t('portal.insights.standing.title')}>
      {standing ? (
        <>
          <p className="font-medium">
            {t('portal.insights.standing.better', {
              percent: format.percent(standing.percentile / 100),
              // The percentile compares with the others: the doctor is one of the peers.
              count: standing.peers - 1,
              specialty: specialtyName(standing.specialty),
            })}
          </p>
          <p className="text-sm">
            {t('portal.insights.standing.adjusted', {
              score: format.number(standing.adjusted, {
                minimumFractionDigits: 2,
                maximumFractionDigits: 2,
              }),
              reviews: format.number(insights.reviews_in_window),
            })}
          </p>
        </>
      ) : (
        <p className="font-medium">
          {insights.reviews_in_window < insights.min_reviews
            ? t('portal.insights.standing.tooFew', {
                reviews: format.number(insights.reviews_in_window),
                min,
              })
            : t('portal.insights.standing.alone')}
        </p>
      )}
      <p className="text-muted-foreground text-sm">
        {t('portal.insights.standing.method', { min })}
      </p>
    </Part>
  );
}

/** "How patients see you": the linked doctor's measures over the last 12 months. */
export function PortalInsights() {
  const { t } = useTranslation();
  const insights = useQuery({
    queryKey: ['portal', 'insights'],
    queryFn: ({ signal }) => fetchPortalInsights(signal),
  });
  return (
    <SectionCard
      // min-w-0: the page is a grid; the tables scroll inside their boxes instead of widening it.
      className="min-w-0"
      title={t('portal.insights.title')}
      description={t('portal.insights.intro')}
      contentClassName="grid gap-6"
    >
      {insights.isPending ? (
        <Spinner className="text-2xl" label={t('common.loading')} />
      ) : insights.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>{translateError(insights.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void insights.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <Recommendation insights={insights.data} />
            <Standing insights={insights.data} />
          </div>
          <Part title={t('portal.insights.topics.title')}>
            <PortalInsightsTopics topics={insights.data.topics} />
          </Part>
        </>
      )}
    </SectionCard>
  );
}
