import type { CaseStatsRow } from '@shared/cases';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { useFormatters } from '../../lib/format';
import { useCaseStats } from './api';

const COUNTS = [
  ['opened', 'opened'],
  ['active', 'active'],
  ['overdue', 'overdue'],
  ['resolved_in_time', 'resolvedInTime'],
  ['closed', 'closed'],
] as const satisfies readonly (readonly [keyof CaseStatsRow, string])[];

/** Cases by clinic and month: what is open and overdue, and how fast the clinics respond. */
export function CaseStats() {
  const { t } = useTranslation();
  const format = useFormatters();
  const stats = useCaseStats();
  const rows = stats.data?.rows;
  if (!rows) return null;
  const hours = (v: number | null) =>
    v === null ? t('admin.cases.stats.none') : format.number(v, { maximumFractionDigits: 1 });
  return (
    <SectionCard
      title={t('admin.cases.stats.title')}
      description={t('admin.cases.stats.description')}
    >
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('admin.cases.stats.empty')}</p>
      ) : (
        // A scrolling region on a phone: focusable, so the keyboard can scroll it too.
        <section
          className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('admin.cases.stats.title')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] text-sm">
            <thead>
              <tr className="border-b text-start text-muted-foreground">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('admin.cases.stats.month')}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('admin.cases.stats.clinic')}
                </th>
                {COUNTS.map(([, label]) => (
                  <th key={label} scope="col" className="py-2 pe-3 text-end font-medium">
                    {t(`admin.cases.stats.${label}`)}
                  </th>
                ))}
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t('admin.cases.stats.toContact')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('admin.cases.stats.toResolve')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.month}-${r.clinic?.id ?? 'none'}`} className="border-b last:border-0">
                  <td className="py-2 pe-3 tabular-nums">
                    {format.monthYear(`${r.month}-01T00:00:00Z`)}
                  </td>
                  <th scope="row" className="py-2 pe-3 text-start font-normal">
                    {r.clinic?.name ?? t('admin.cases.stats.noClinic')}
                  </th>
                  {COUNTS.map(([key, label]) => (
                    <td key={label} className="py-2 pe-3 text-end tabular-nums">
                      {format.number(r[key] as number)}
                    </td>
                  ))}
                  <td className="py-2 pe-3 text-end tabular-nums">
                    {hours(r.median_hours_to_contact)}
                  </td>
                  <td className="py-2 text-end tabular-nums">{hours(r.median_hours_to_resolve)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </SectionCard>
  );
}
