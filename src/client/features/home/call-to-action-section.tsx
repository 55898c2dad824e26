import { MessageSquareHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { SECTION_CONTAINER } from './section-heading';

export function CallToActionSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-cta-title" className="pb-14 sm:pb-20">
      <div className={SECTION_CONTAINER}>
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="flex max-w-2xl flex-col gap-2">
            <h2 id="home-cta-title" className="font-bold text-2xl sm:text-3xl">
              {t('home.cta.title')}
            </h2>
            <p className="text-primary-foreground/90 sm:text-lg">{t('home.cta.description')}</p>
          </div>
          <LinkButton
            to="/feedback"
            icon={MessageSquareHeart}
            size="lg"
            variant="outline"
            className="border-transparent bg-white text-primary hover:bg-primary-soft hover:text-primary focus-visible:outline-white"
          >
            {t('home.cta.button')}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
