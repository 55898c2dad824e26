import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { useInsightsReport } from './api';
import { NO_FILTERS } from './filters';
import { useInsightFormat } from './insight-format';

/**
 * The recommendation score on the dashboard: the viewer's clinics over the last 12 months, with
 * its sample, and the way to the breakdowns. Nothing while it loads or if it cannot.
 */
export function NpsSummaryCard() {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const report = useInsightsReport(NO_FILTERS);
  const data = report.data;
  if (!data) return null;
  const figure = data.nps.total;
  return (
    <SectionCard title={t('admin.insights.summary.title')}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p className="flex items-baseline gap-2">
          {figure.nps === null ? (
            <span className="text-muted-foreground">
              {t('admin.insights.nps.belowMin', { min: format.number(data.min_sample) })}
            </span>
          ) : (
            <span className="font-bold text-3xl tabular-nums">{format.nps(figure.nps)}</span>
          )}
          <span className="text-muted-foreground text-sm">
            {t('admin.insights.n', { n: format.number(figure.responses) })}
          </span>
        </p>
        <Link
          to="/admin/insights"
          className="inline-flex items-center gap-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          {t('admin.insights.summary.more')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </SectionCard>
  );
}
