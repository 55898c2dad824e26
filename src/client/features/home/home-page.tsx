import { useTranslation } from 'react-i18next';
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
      <FeaturedDoctorsSection />
      <RatingProcessSection />
      <RatingCriteriaSection />
      <CallToActionSection />
    </>
  );
}
