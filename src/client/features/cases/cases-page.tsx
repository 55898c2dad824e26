import { CASE_FILTERS, type CaseFilter, type CaseSummary } from '@shared/cases';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page';
import { QueryError } from '../../components/admin/query-error';
import { EmptyBlock, LoadingBlock } from '../../components/admin/screen-states';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useFormatters } from '../../lib/format';
import { useCaseList } from './api';
import { CaseBadges } from './case-badges';
import { CaseStats } from './case-stats';

const isFilter = (v: string | null): v is CaseFilter =>
  (CASE_FILTERS as readonly string[]).includes(v ?? '');

/** /admin/cases: the cases of the viewer's clinics, overdue and soonest due first. */
export function CasesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('filter');
  const filter: CaseFilter = isFilter(requested) ? requested : 'active';
  const list = useCaseList(filter);
  return (
    <AdminPage>
      <PageHeader title={t('admin.cases.title')} description={t('admin.cases.intro')} />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('admin.cases.filters')}</legend>
        {CASE_FILTERS.map((f) => (
          <Button
            key={f}
            size="sm"
            variant={f === filter ? 'default' : 'outline'}
            aria-pressed={f === filter}
            onClick={() => setParams(f === 'active' ? {} : { filter: f }, { replace: true })}
          >
            {t(`admin.cases.filter.${f}`)}
          </Button>
        ))}
      </fieldset>
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <QueryError title={t('admin.cases.title')} query={list} />
      ) : list.data.items.length === 0 ? (
        <EmptyBlock>{t('admin.cases.empty')}</EmptyBlock>
      ) : (
        <ul className="grid gap-3">
          {list.data.items.map((c) => (
            <li key={c.id}>
              <CaseRow item={c} />
            </li>
          ))}
        </ul>
      )}
      <CaseStats />
    </AdminPage>
  );
}

function CaseRow({ item }: { item: CaseSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card>
      <CardContent className="grid gap-2 pt-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/admin/cases/${item.id}`}
              className="font-semibold text-primary hover:underline"
            >
              {item.doctor.name}
            </Link>
            <span className="text-muted-foreground text-sm">{item.clinic?.name}</span>
            <CaseBadges status={item.status} overdue={item.overdue} />
          </div>
          <p className="text-sm">
            <span className="font-medium">{item.review.rating}★</span>{' '}
            <span className="line-clamp-2 text-muted-foreground">
              {item.review.comment ?? t('admin.cases.noComment')}
            </span>
          </p>
        </div>
        <dl className="grid gap-0.5 text-sm sm:text-end">
          <div>
            <dt className="sr-only">{t('admin.cases.owner')}</dt>
            <dd>{item.owner?.name ?? t('admin.cases.noOwner')}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('admin.cases.due', { time: '' })}</dt>
            <dd className={item.overdue ? 'text-destructive' : 'text-muted-foreground'}>
              {t('admin.cases.due', { time: format.dateTime(item.due_at) })}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
