import { ChartColumn, ClipboardCheck, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCircle } from '../../components/icon-circle';
import { useFormatters } from '../../lib/format';
import { SECTION_CONTAINER, SectionHeading } from './section-heading';

const STEPS = [
  { key: 'examination', icon: Stethoscope },
  { key: 'evaluation', icon: ClipboardCheck },
  { key: 'analysis', icon: ChartColumn },
] as const;

export function RatingProcessSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section aria-labelledby="rating-process-title" className="bg-surface py-14 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <SectionHeading
          id="rating-process-title"
          title={t('home.process.title')}
          subtitle={t('home.process.subtitle')}
          align="center"
        />
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li
              key={key}
              className="relative flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <IconCircle icon={Icon} />
                <span className="font-semibold text-primary text-sm uppercase tracking-wide">
                  {t('home.process.step', { number: format.number(index + 1) })}
                </span>
              </div>
              <h3 className="font-semibold text-foreground text-xl">
                {t(`home.process.${key}.title`)}
              </h3>
              <p className="text-muted-foreground">{t(`home.process.${key}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
