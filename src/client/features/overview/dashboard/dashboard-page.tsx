import type { Dashboard } from '@shared/admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { QueryError } from '../../../components/admin/query-error';
import { useUrlFilters } from '../../../components/admin/use-url-filters';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormatters } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { NpsSummaryCard } from '../insights/nps-summary-card';
import { useDashboard } from './api';
import { CategoryAverages } from './category-averages';
import { DashboardChart } from './dashboard-chart';
import { DashboardFilterBar } from './dashboard-filter-bar';
import { DashboardTotals, DashboardTotalsSkeleton } from './dashboard-totals';
import { EmptyNote } from './empty-note';
import { type DashboardFilters, filtersFromSearch, filtersToSearch } from './filters';
import { MessagesPerMonth } from './messages-per-month';
import { RecentFeedback } from './recent-feedback';
import { TopDoctors } from './top-doctors';

export function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [filters, setFilters] = useUrlFilters(filtersFromSearch, filtersToSearch);
  const dashboard = useDashboard(filters);
  const data = dashboard.data;
  const { permissions } = useAuth();

  const update = (patch: Partial<DashboardFilters>) => setFilters({ ...filters, ...patch });

  return (
    <AdminPage>
      <PageHeader
        title={t('admin.dashboard.title')}
        description={
          data
            ? t('admin.dashboard.period', {
                from: format.date(data.from),
                to: format.date(data.to),
              })
            : t('admin.dashboard.subtitle')
        }
      />
      <DashboardFilterBar filters={filters} onChange={update} />
      {dashboard.isPending ? (
        <div role="status" aria-label={t('admin.dashboard.loading')} className="grid gap-6">
          <DashboardTotalsSkeleton />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      ) : !data ? (
        <QueryError title={t('admin.dashboard.errorLoading')} query={dashboard} />
      ) : (
        // Dimmed while figures for new filters load; the old ones stay readable meanwhile.
        <div
          aria-busy={dashboard.isPlaceholderData}
          className={cn(
            'grid gap-6 transition-opacity',
            dashboard.isPlaceholderData && 'opacity-60',
          )}
        >
          <DashboardTotals totals={data.totals} />
          {permissions.includes('view_insights') ? <NpsSummaryCard /> : null}
          <DashboardTabs data={data} />
        </div>
      )}
    </AdminPage>
  );
}

function DashboardTabs({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  return (
    // min-w-0: the tabs scroll inside their list on a phone instead of widening the page.
    <Tabs defaultValue="overview" className="min-w-0">
      <TabsList className="w-full justify-start sm:w-fit">
        <TabsTrigger value="overview">{t('admin.dashboard.tabs.overview')}</TabsTrigger>
        <TabsTrigger value="performance">{t('admin.dashboard.tabs.performance')}</TabsTrigger>
        <TabsTrigger value="recent">{t('admin.dashboard.tabs.recent')}</TabsTrigger>
        <TabsTrigger value="messages">{t('admin.dashboard.tabs.messages')}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <SectionCard
          title={t('admin.dashboard.chart.title')}
          description={t('admin.dashboard.chart.description')}
        >
          {data.totals.reviews > 0 ? (
            <DashboardChart series={data.series} />
          ) : (
            <EmptyNote>{t('admin.dashboard.chart.empty')}</EmptyNote>
          )}
        </SectionCard>
      </TabsContent>
      <TabsContent value="performance" className="grid gap-6 lg:grid-cols-5">
        <SectionCard
          className="min-w-0 lg:col-span-3"
          title={t('admin.dashboard.top.title')}
          description={t('admin.dashboard.top.description')}
        >
          <TopDoctors doctors={data.top_doctors} />
        </SectionCard>
        <SectionCard
          className="min-w-0 lg:col-span-2"
          title={t('admin.dashboard.categories.title')}
          description={t('admin.dashboard.categories.description')}
        >
          <CategoryAverages categories={data.categories} score={data.totals.score} />
        </SectionCard>
      </TabsContent>
      <TabsContent value="recent">
        <SectionCard
          contentClassName="grid gap-4"
          title={t('admin.dashboard.recent.title')}
          description={t('admin.dashboard.recent.description')}
        >
          <RecentFeedback items={data.recent_feedback} />
          <Link
            to="/admin/feedback/moderate"
            className="w-fit font-medium text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t('admin.dashboard.recent.openModeration')}
          </Link>
        </SectionCard>
      </TabsContent>
      <TabsContent value="messages">
        <SectionCard
          title={t('admin.dashboard.messages.title')}
          description={t('admin.dashboard.messages.description')}
        >
          <MessagesPerMonth messages={data.messages} />
        </SectionCard>
      </TabsContent>
    </Tabs>
  );
}
