import { useTranslation } from 'react-i18next';
import { PagePart } from '../../components/page-part';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CallToActionSection } from './call-to-action-section';
import { FeaturedDoctorsSection } from './featured-doctors-section';
import { HeroSection } from './hero-section';
import { RatingCriteriaSection } from './rating-criteria-section';
import { RatingProcessSection } from './rating-process-section';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <HeroSection />
      {/* The sections below the first screen are hydrated one by one, after the rest. */}
      <PagePart>
        <FeaturedDoctorsSection />
      </PagePart>
      <PagePart>
        <RatingProcessSection />
      </PagePart>
      <PagePart>
        <RatingCriteriaSection />
      </PagePart>
      <PagePart>
        <CallToActionSection />
      </PagePart>
    </>
  );
}
