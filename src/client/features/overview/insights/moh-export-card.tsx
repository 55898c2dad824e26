import type { InsightChoices } from '@shared/insights';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/admin/option-select';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { mohSurveyHref } from './api';
import { useInsightFormat } from './insight-format';

/** One clinic's month of the ministry's outpatient survey, as a workbook to download. */
export function MohExportCard({
  months,
  clinicId,
  clinics,
}: {
  /** The clinics the viewer may export (the report's choices). */
  clinics: InsightChoices['clinics'];
  /** The window's months, oldest first. */
  months: readonly string[];
  /** The screen's clinic filter, chosen here too until another clinic is picked. */
  clinicId: string | null;
}) {
  const { t } = useTranslation();
  const format = useInsightFormat();
  const id = useId();
  const newestFirst = [...months].reverse();
  const [pickedClinic, setPickedClinic] = useState<string | null>(null);
  // A month is reported once it has ended, so the month before this one comes first.
  const [month, setMonth] = useState<string | null>(newestFirst[1] ?? newestFirst[0] ?? null);
  const clinic = pickedClinic ?? clinicId;
  const label = t('admin.insights.moh.download');
  return (
    <SectionCard
      className="min-w-0"
      title={t('admin.insights.moh.title')}
      description={t('admin.insights.moh.description')}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,12rem)_auto] sm:items-end">
        <FilterSelect
          id={`${id}-clinic`}
          label={t('admin.insights.moh.clinic')}
          placeholder={t('admin.insights.moh.chooseClinic')}
          value={clinic}
          onChange={setPickedClinic}
          options={clinics.map((c) => ({ value: c.id, label: c.name }))}
        />
        <FilterSelect
          id={`${id}-month`}
          label={t('admin.insights.moh.month')}
          value={month}
          onChange={setMonth}
          options={newestFirst.map((m) => ({ value: m, label: format.month(m) }))}
        />
        {clinic && month ? (
          <Button asChild className="w-fit">
            <a href={mohSurveyHref(clinic, month)} download>
              <Download aria-hidden="true" />
              {label}
            </a>
          </Button>
        ) : (
          <div className="grid gap-1">
            <Button type="button" className="w-fit" disabled aria-describedby={`${id}-need`}>
              <Download aria-hidden="true" />
              {label}
            </Button>
            <p id={`${id}-need`} className="text-muted-foreground text-sm">
              {t('admin.insights.moh.needClinic')}
            </p>
          </div>
        )}
      </div>
    </SectionCard>
  );
}
