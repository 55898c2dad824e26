import { CRITERIA_WEIGHTS } from '@shared/constants';
import { Check, Clock, HeartPulse, type LucideIcon, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { SECTION_CONTAINER, SectionHeading } from './section-heading';

interface Criterion {
  key: keyof typeof CRITERIA_WEIGHTS;
  icon: LucideIcon;
  /** Sub-criteria keys under `home.criteria.<key>.` */
  items: readonly string[];
}

const CRITERIA: readonly Criterion[] = [
  {
    key: 'medicalExpertise',
    icon: Stethoscope,
    items: ['diagnosis', 'explanation', 'treatment'],
  },
  {
    key: 'customerExperience',
    icon: HeartPulse,
    items: ['communication', 'empathy', 'listening'],
  },
  { key: 'compliance', icon: Clock, items: ['punctuality', 'procedures', 'conduct'] },
];

export function RatingCriteriaSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section aria-labelledby="rating-criteria-title" className="py-14 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <SectionHeading
          id="rating-criteria-title"
          title={t('home.criteria.title')}
          subtitle={t('home.criteria.subtitle')}
          align="center"
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {CRITERIA.map(({ key, icon: Icon, items }) => {
            const weight = CRITERIA_WEIGHTS[key];
            const percent = format.percent(weight);
            return (
              <li key={key} className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
                <div className="flex items-start justify-between gap-4">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <p className="text-right">
                    <span className="block font-bold text-3xl text-primary" aria-hidden="true">
                      {percent}
                    </span>
                    <span className="sr-only">
                      {t('home.criteria.weightLabel', { weight: percent })}
                    </span>
                  </p>
                </div>
                <div
                  className="h-2 w-full overflow-hidden rounded-full bg-muted"
                  aria-hidden="true"
                >
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${weight * 100}%` }}
                  />
                </div>
                <h3 className="font-semibold text-foreground text-xl">
                  {t(`home.criteria.${key}.title`)}
                </h3>
                <p className="text-muted-foreground">{t(`home.criteria.${key}.description`)}</p>
                <ul className="flex flex-col gap-2 text-sm">
                  {items.map((item) => (
                    <li key={item} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      <span>{t(`home.criteria.${key}.${item}`)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
