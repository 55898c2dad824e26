import { DECISION_REASONS } from '@shared/constants';
import type { TransparencyReport } from '@shared/transparency';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import '../../i18n/features/transparency';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-bold text-2xl text-foreground tabular-nums">{value}</dd>
    </div>
  );
}

/** The live figures of the last 12 months, numbers and dates in the reader's language. */
export function TransparencyFigures({ report }: { report: TransparencyReport }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const n = (value: number) => format.number(value);
  const median = report.reviews.median_hours_to_decision;
  const medianText =
    median === null
      ? t('transparency.figures.noDecisions')
      : median < 48
        ? t('transparency.figures.hours', {
            value: format.number(median, { maximumFractionDigits: 1 }),
          })
        : t('transparency.figures.days', {
            value: format.number(median / 24, { maximumFractionDigits: 1 }),
          });

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground text-sm">
        {t('transparency.figures.period', {
          from: format.date(report.period.from),
          to: format.date(report.period.to),
        })}
      </p>
      <section aria-labelledby="transparency-reviews" className="flex flex-col gap-3">
        <h3 id="transparency-reviews" className="font-semibold text-lg">
          {t('transparency.figures.reviewsTitle')}
        </h3>
        <p className="text-sm">
          {t('transparency.figures.publicNow', { n: n(report.public_reviews) })}
        </p>
        {/* Where each review received in the period stands now: the parts add up to it. */}
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label={t('transparency.figures.received')} value={n(report.reviews.received)} />
          <Figure label={t('transparency.figures.published')} value={n(report.reviews.published)} />
          <Figure
            label={t('transparency.figures.awaiting')}
            value={n(report.reviews.pending + report.reviews.hidden)}
          />
          <Figure label={t('transparency.figures.rejected')} value={n(report.reviews.rejected)} />
          <Figure label={t('transparency.figures.medianDecision')} value={medianText} />
        </dl>
        <table className="w-full max-w-md text-sm">
          <caption className="mb-2 text-left font-medium">
            {t('transparency.figures.byReason')}
          </caption>
          <tbody>
            {[...DECISION_REASONS, 'unspecified' as const].map((reason) => (
              <tr key={reason} className="border-b last:border-b-0">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {t(`transparency.reasons.${reason}`)}
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  {n(report.reviews.rejected_by_reason[reason])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-muted-foreground text-sm">
          {t('transparency.figures.withdrawn', { n: n(report.reviews.withdrawn) })}
          {report.reviews.hidden > 0
            ? ` ${t('transparency.figures.hiddenNow', { n: n(report.reviews.hidden) })}`
            : ''}
          {report.reviews.archived > 0
            ? ` ${t('transparency.figures.archived', { n: n(report.reviews.archived) })}`
            : ''}
        </p>
      </section>
      <section aria-labelledby="transparency-reports" className="flex flex-col gap-3">
        <h3 id="transparency-reports" className="font-semibold text-lg">
          {t('transparency.figures.reportsTitle')}
        </h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label={t('transparency.figures.reports')} value={n(report.reports.received)} />
          <Figure label={t('transparency.figures.counted')} value={n(report.reports.counted)} />
          <Figure
            label={t('transparency.figures.hidden')}
            value={n(report.reports.hidden_after_reports)}
          />
          <Figure label={t('transparency.figures.restored')} value={n(report.reports.restored)} />
        </dl>
      </section>
      <section aria-labelledby="transparency-appeals" className="flex flex-col gap-3">
        <h3 id="transparency-appeals" className="font-semibold text-lg">
          {t('transparency.figures.appealsTitle')}
        </h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label={t('transparency.figures.appeals')} value={n(report.appeals.received)} />
          <Figure label={t('transparency.figures.upheld')} value={n(report.appeals.upheld)} />
          <Figure
            label={t('transparency.figures.overturned')}
            value={n(report.appeals.overturned)}
          />
          <Figure label={t('transparency.figures.pending')} value={n(report.appeals.pending)} />
        </dl>
      </section>
      <section aria-labelledby="transparency-cases" className="flex flex-col gap-3">
        <h3 id="transparency-cases" className="font-semibold text-lg">
          {t('transparency.figures.casesTitle')}
        </h3>
        <p className="text-muted-foreground text-sm">{t('transparency.figures.casesIntro')}</p>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label={t('transparency.figures.casesOpened')} value={n(report.cases.opened)} />
          <Figure
            label={t('transparency.figures.casesInTime')}
            value={
              report.cases.due === 0
                ? t('transparency.figures.noneDue')
                : format.percent(report.cases.resolved_in_time / report.cases.due)
            }
          />
          <Figure
            label={t('transparency.figures.reviewsWithChange')}
            value={
              report.reviews.received === 0
                ? t('transparency.figures.noReviews')
                : format.percent(report.cases.reviews_with_change / report.reviews.received)
            }
          />
        </dl>
      </section>
    </div>
  );
}
