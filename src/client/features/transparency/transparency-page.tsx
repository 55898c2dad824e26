import { CRITERIA_WEIGHTS } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ProseSection } from '../../components/prose-section';
import { QueryStates } from '../../components/query-states';
import { SkeletonStack } from '../../components/ui/skeleton';
import { useFormatters } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTransparencyReport } from './api';
import { TransparencyFigures } from './transparency-figures';
import '../../i18n/features/transparency';

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
      <PageHeader
        variant="content"
        title={t('transparency.title')}
        description={t('transparency.intro')}
      />

      <ProseSection id="transparency-who" title={t('transparency.who.title')}>
        <p>{t('transparency.who.body')}</p>
      </ProseSection>

      <ProseSection id="transparency-verify" title={t('transparency.verify.title')}>
        <p>{t('transparency.verify.body')}</p>
        <p>{t('transparency.verify.claimed')}</p>
      </ProseSection>

      <ProseSection id="transparency-moderation" title={t('transparency.moderation.title')}>
        <p>{t('transparency.moderation.body')}</p>
        <p>{t('transparency.moderation.reports', { threshold })}</p>
        <p>{t('transparency.moderation.appeals')}</p>
      </ProseSection>

      <ProseSection id="transparency-scores" title={t('transparency.scores.title')}>
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
      </ProseSection>

      <ProseSection id="transparency-figures" title={t('transparency.figures.title')}>
        <QueryStates
          query={report}
          loading={
            <SkeletonStack
              label={t('transparency.loading')}
              shapes={['h-24 rounded-xl', 'h-24 rounded-xl']}
            />
          }
          errorTitle={t('transparency.error')}
        >
          {(data) => <TransparencyFigures report={data} />}
        </QueryStates>
      </ProseSection>
    </div>
  );
}
