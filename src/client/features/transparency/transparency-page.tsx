import { CRITERIA_WEIGHTS } from '@shared/constants';
import { RotateCw, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { translateError } from '../../lib/api';
import { useFormatters } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTransparencyReport } from './transparency-api';
import { TransparencyFigures } from './transparency-figures';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-semibold text-2xl">
        {title}
      </h2>
      <div className="flex flex-col gap-3 text-muted-foreground leading-relaxed">{children}</div>
    </section>
  );
}

/**
 * /transparency: who runs the site, how visits are verified and reviews moderated, how scores
 * are made, and the live figures of the last 12 months. The settings shown come from the server.
 */
export function TransparencyPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  useDocumentTitle(t('transparency.title'));
  const report = useTransparencyReport();
  const rules = report.data?.rules;
  // Until the figures arrive, the rules say "a minimum number" rather than a number.
  const minReviews = rules ? format.number(rules.min_reviews_for_score) : '…';
  const threshold = rules ? format.number(rules.report_hide_threshold) : '…';

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl">{t('transparency.title')}</h1>
        <p className="text-muted-foreground">{t('transparency.intro')}</p>
      </header>

      <Section id="transparency-who" title={t('transparency.who.title')}>
        <p>{t('transparency.who.body')}</p>
      </Section>

      <Section id="transparency-verify" title={t('transparency.verify.title')}>
        <p>{t('transparency.verify.body')}</p>
        <p>{t('transparency.verify.claimed')}</p>
      </Section>

      <Section id="transparency-moderation" title={t('transparency.moderation.title')}>
        <p>{t('transparency.moderation.body')}</p>
        <p>{t('transparency.moderation.reports', { threshold })}</p>
        <p>{t('transparency.moderation.appeals')}</p>
      </Section>

      <Section id="transparency-scores" title={t('transparency.scores.title')}>
        <p>{t('transparency.scores.body')}</p>
        <ul className="list-disc pl-6">
          <li>
            {t('transparency.scores.medical', {
              weight: format.percent(CRITERIA_WEIGHTS.medicalExpertise),
            })}
          </li>
          <li>
            {t('transparency.scores.customer', {
              weight: format.percent(CRITERIA_WEIGHTS.customerExperience),
            })}
          </li>
          <li>
            {t('transparency.scores.compliance', {
              weight: format.percent(CRITERIA_WEIGHTS.compliance),
            })}
          </li>
        </ul>
        <p data-testid="minimum-sample">{t('transparency.scores.minimum', { min: minReviews })}</p>
      </Section>

      <Section id="transparency-figures" title={t('transparency.figures.title')}>
        {report.isPending ? (
          <div role="status" aria-label={t('transparency.loading')} className="grid gap-3">
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        ) : report.isError ? (
          <Alert variant="destructive">
            <TriangleExclamationPoint aria-hidden="true" />
            <AlertTitle>{t('transparency.error')}</AlertTitle>
            <AlertDescription>
              <p>{translateError(report.error)}</p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void report.refetch()}
                disabled={report.isFetching}
              >
                <RotateCw aria-hidden="true" />
                {t('common.retry')}
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <TransparencyFigures report={report.data} />
        )}
      </Section>
    </div>
  );
}
