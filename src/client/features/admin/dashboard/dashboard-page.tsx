import type { Dashboard } from '@shared/admin';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useFormatters } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';
import { AdminPage, PageHeader } from '../common/page-header';
import { QueryError } from '../common/query-error';
import { useDashboard } from './api';
import { CategoryAverages } from './category-averages';
import { DashboardChart } from './dashboard-chart';
import { DashboardFilterBar } from './dashboard-filter-bar';
import { DashboardTotals, DashboardTotalsSkeleton } from './dashboard-totals';
import { EmptyNote } from './empty-note';
import { type DashboardFilters, filtersFromSearch, filtersToSearch } from './filters';
import { RecentFeedback } from './recent-feedback';
import { TopDoctors } from './top-doctors';

export function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  useDocumentTitle(t('admin.dashboard.title'));
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const dashboard = useDashboard(filters);
  const data = dashboard.data;

  const update = (patch: Partial<DashboardFilters>) =>
    setSearch(filtersToSearch({ ...filters, ...patch }), { replace: true });

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
        <QueryError
          title={t('admin.dashboard.errorLoading')}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
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
          <DashboardTabs data={data} />
        </div>
      )}
    </AdminPage>
  );
}

function DashboardTabs({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="overview">
      <TabsList className="w-full sm:w-fit">
        <TabsTrigger value="overview">{t('admin.dashboard.tabs.overview')}</TabsTrigger>
        <TabsTrigger value="performance">{t('admin.dashboard.tabs.performance')}</TabsTrigger>
        <TabsTrigger value="recent">{t('admin.dashboard.tabs.recent')}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <Card>
          <CardHeader>
            <CardTitle asHeading="h2">{t('admin.dashboard.chart.title')}</CardTitle>
            <CardDescription>{t('admin.dashboard.chart.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            {data.totals.reviews > 0 ? (
              <DashboardChart series={data.series} />
            ) : (
              <EmptyNote>{t('admin.dashboard.chart.empty')}</EmptyNote>
            )}
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="performance" className="grid gap-6 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-3">
          <CardHeader>
            <CardTitle asHeading="h2">{t('admin.dashboard.top.title')}</CardTitle>
            <CardDescription>{t('admin.dashboard.top.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <TopDoctors doctors={data.top_doctors} />
          </CardContent>
        </Card>
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle asHeading="h2">{t('admin.dashboard.categories.title')}</CardTitle>
            <CardDescription>{t('admin.dashboard.categories.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <CategoryAverages categories={data.categories} />
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="recent">
        <Card>
          <CardHeader>
            <CardTitle asHeading="h2">{t('admin.dashboard.recent.title')}</CardTitle>
            <CardDescription>{t('admin.dashboard.recent.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <RecentFeedback items={data.recent_feedback} />
            <Link
              to="/admin/feedback/moderate"
              className="w-fit font-medium text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t('admin.dashboard.recent.openModeration')}
            </Link>
          </CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
