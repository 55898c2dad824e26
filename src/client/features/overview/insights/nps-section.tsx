import type { InsightsReport, NpsFigure, NpsRow } from '@shared/insights';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useContentLanguage } from '../../../lib/localized';
import { EmptyNote } from '../dashboard/empty-note';
import { useInsightFormat } from './insight-format';

/** The headline figure: the score, or why there is none, always with its sample size. */
export function NpsTotal({ figure, minSample }: { figure: NpsFigure; minSample: number }) {
  const { t } = useTranslation();
  const format = useInsightFormat();
  return (
    <div className="grid gap-1">
      <p className="text-muted-foreground text-sm">{t('admin.insights.nps.total')}</p>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {figure.nps === null ? (
          <span className="font-medium">
            {figure.responses === 0
              ? t('admin.insights.nps.none')
              : t('admin.insights.nps.belowMin', { min: format.number(minSample) })}
          </span>
        ) : (
          <span className="font-bold text-4xl tabular-nums">{format.nps(figure.nps)}</span>
        )}
        <span className="text-muted-foreground tabular-nums">
          {t('admin.insights.n', { n: format.number(figure.responses) })}
        </span>
      </p>
    </div>
  );
}

const VIEWS = ['month', 'clinic', 'specialty', 'doctor'] as const;
type View = (typeof VIEWS)[number];

/** Largest samples first: they are the figures to trust most. */
const bySample = (rows: readonly NpsRow[]) =>
  [...rows].sort((a, b) => b.responses - a.responses || a.label.localeCompare(b.label, 'vi'));

function NpsTable({ view, rows }: { view: View; rows: readonly NpsRow[] }) {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const language = useContentLanguage();
  if (rows.length === 0) return <EmptyNote>{t('admin.insights.nps.empty')}</EmptyNote>;
  const labelOf = (row: NpsRow) =>
    view === 'month'
      ? format.month(row.key)
      : language === 'en' && row.label_en
        ? row.label_en
        : row.label;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t(`admin.insights.nps.columns.${view}`)}</TableHead>
          <TableHead className="text-end">{t('admin.insights.nps.columns.responses')}</TableHead>
          <TableHead className="text-end">{t('admin.insights.nps.columns.nps')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{labelOf(row)}</TableCell>
            <TableCell className="text-end tabular-nums">{format.number(row.responses)}</TableCell>
            <TableCell className="text-end font-medium tabular-nums">
              {row.nps === null ? t('admin.insights.dash') : format.nps(row.nps)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The recommendation score: the total, then by month, clinic, specialty and doctor. */
export function NpsSection({ report }: { report: InsightsReport }) {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const rows: Record<View, readonly NpsRow[]> = {
    // Months stay in calendar order, the empty ones included, so gaps show.
    month: report.nps.by_month,
    clinic: bySample(report.nps.by_clinic),
    specialty: bySample(report.nps.by_specialty),
    doctor: bySample(report.nps.by_doctor),
  };
  return (
    <SectionCard
      className="min-w-0"
      title={t('admin.insights.nps.title')}
      description={t('admin.insights.nps.explain')}
      contentClassName="grid gap-6"
    >
      <NpsTotal figure={report.nps.total} minSample={report.min_sample} />
      {/* min-w-0: the tabs scroll inside their list on a phone instead of widening the page. */}
      <Tabs defaultValue="month" className="min-w-0">
        <TabsList aria-label={t('admin.insights.nps.views')}>
          {VIEWS.map((view) => (
            <TabsTrigger key={view} value={view}>
              {t(`admin.insights.nps.by.${view}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {VIEWS.map((view) => (
          <TabsContent key={view} value={view}>
            <NpsTable view={view} rows={rows[view]} />
          </TabsContent>
        ))}
      </Tabs>
      <p className="text-muted-foreground text-sm">
        {t('admin.insights.nps.dashNote', { min: format.number(report.min_sample) })}
      </p>
    </SectionCard>
  );
}
