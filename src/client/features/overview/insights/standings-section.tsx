import type { InsightsReport, StandingRow } from '@shared/insights';
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
import { useSpecialtyName } from '../../../lib/localized';
import { EmptyNote } from '../dashboard/empty-note';
import { useInsightFormat } from './insight-format';

const COLUMNS = ['doctor', 'specialty', 'reviews', 'mean', 'adjusted', 'standing'] as const;
const NUMERIC = new Set<string>(['reviews', 'mean', 'adjusted']);

/** Where a doctor stands among their specialty's ranked doctors, or why they are not ranked. */
function StandingText({ row, minReviews }: { row: StandingRow; minReviews: number }) {
  const { t } = useTranslation();
  const format = useInsightFormat();
  if (row.standing) {
    return (
      <>
        {t('admin.insights.standings.better', {
          percent: format.percent(row.standing.percentile / 100),
          // The percentile compares with the others: the doctor is one of the peers.
          count: row.standing.peers - 1,
        })}
      </>
    );
  }
  return (
    <span className="text-muted-foreground">
      {row.unranked === 'few_reviews'
        ? t('admin.insights.standings.tooFew', {
            reviews: format.number(row.reviews),
            min: format.number(minReviews),
          })
        : row.unranked === 'not_verified'
          ? t('admin.insights.standings.notVerified')
          : t('admin.insights.standings.alone')}
    </span>
  );
}

/** Each doctor of the report against the chain's doctors of the same specialty. */
export function StandingsSection({ report }: { report: InsightsReport }) {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const specialtyName = useSpecialtyName();
  const dash = t('admin.insights.dash');
  return (
    <SectionCard
      className="min-w-0"
      title={t('admin.insights.standings.title')}
      description={t('admin.insights.standings.method', {
        min: format.number(report.min_reviews),
      })}
    >
      {report.standings.length === 0 ? (
        <EmptyNote>{t('admin.insights.standings.empty')}</EmptyNote>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableHead key={column} className={NUMERIC.has(column) ? 'text-end' : undefined}>
                  {t(`admin.insights.standings.columns.${column}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.standings.map((row) => (
              <TableRow key={row.doctor.id}>
                <TableCell className="font-medium">{row.doctor.name}</TableCell>
                <TableCell>{specialtyName(row.specialty)}</TableCell>
                <TableCell className="text-end tabular-nums">
                  {format.number(row.reviews)}
                </TableCell>
                <TableCell className="text-end tabular-nums">
                  {row.reviews > 0 ? format.score(row.mean) : dash}
                </TableCell>
                <TableCell className="text-end tabular-nums">
                  {row.standing ? format.score(row.standing.adjusted) : dash}
                </TableCell>
                <TableCell className="min-w-56">
                  <StandingText row={row} minReviews={report.min_reviews} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
