import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { QueryError } from '../../../components/admin/query-error';
import { LoadingBlock } from '../../../components/admin/screen-states';
import { useUrlFilters } from '../../../components/admin/use-url-filters';
import { PageHeader } from '../../../components/page-header';
import { cn } from '../../../lib/utils';
import { useInsightsReport } from './api';
import { ChainTopicsCard } from './chain-topics-card';
import { filtersFromSearch, filtersToSearch } from './filters';
import { useInsightFormat } from './insight-format';
import { InsightsFilterBar } from './insights-filter-bar';
import { MohExportCard } from './moh-export-card';
import { NpsSection } from './nps-section';
import { StandingsSection } from './standings-section';
import { TopicsSection } from './topics-section';

/**
 * /admin/insights: how patients experience the viewer's clinics over the last 12 months: the
 * recommendation score, standings within specialty, comment topics, and the ministry survey.
 */
export function InsightsPage() {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const [filters, setFilters] = useUrlFilters(filtersFromSearch, filtersToSearch);
  const report = useInsightsReport(filters);
  const data = report.data;
  const first = data?.months[0];
  const last = data?.months.at(-1);
  return (
    <AdminPage>
      <PageHeader
        title={t('admin.insights.title')}
        description={
          first && last
            ? t('admin.insights.period', { from: format.month(first), to: format.month(last) })
            : t('admin.insights.subtitle')
        }
      />
      <InsightsFilterBar filters={filters} choices={data?.choices} onChange={setFilters} />
      {report.isPending ? (
        <LoadingBlock label={t('admin.insights.loading')} />
      ) : !data ? (
        <QueryError title={t('admin.insights.errorLoading')} query={report} />
      ) : (
        // Dimmed while figures for new filters load; the old ones stay readable meanwhile.
        <div
          aria-busy={report.isPlaceholderData}
          className={cn('grid gap-6 transition-opacity', report.isPlaceholderData && 'opacity-60')}
        >
          <NpsSection report={data} />
          <StandingsSection report={data} />
          <TopicsSection topics={data.topics} filters={filters} />
          <ChainTopicsCard />
          <MohExportCard
            months={data.months}
            clinicId={filters.clinicId}
            clinics={data.choices.clinics}
          />
        </div>
      )}
    </AdminPage>
  );
}
