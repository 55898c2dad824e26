import { ClipboardCheck, MessageSquareHeart, Search, ShieldCheck, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { SECTION_CONTAINER } from './section-heading';

const HIGHLIGHTS = [
  { key: 'highlightVerified', icon: Stethoscope },
  { key: 'highlightModerated', icon: ShieldCheck },
  { key: 'highlightCriteria', icon: ClipboardCheck },
] as const;

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-hero-title"
      className="bg-gradient-to-b from-primary-soft via-primary-soft/40 to-background"
    >
      <div
        className={`${SECTION_CONTAINER} grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[3fr_2fr] lg:py-24`}
      >
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-primary/25 bg-background px-3 py-1 font-medium text-primary text-sm">
            {t('home.hero.eyebrow')}
          </p>
          <h1
            id="home-hero-title"
            className="font-extrabold text-4xl text-foreground tracking-tight sm:text-5xl"
          >
            {t('home.hero.title')}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{t('home.hero.subtitle')}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <LinkButton to="/doctors" icon={Search} size="lg">
              {t('home.hero.findDoctor')}
            </LinkButton>
            <LinkButton to="/feedback" icon={MessageSquareHeart} size="lg" variant="outline">
              {t('home.hero.giveFeedback')}
            </LinkButton>
          </div>
        </div>

        <ul
          aria-label={t('home.hero.highlightsLabel')}
          className="flex flex-col gap-3 rounded-2xl border bg-card/90 p-5 shadow-sm sm:p-6"
        >
          {HIGHLIGHTS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-center gap-4 rounded-xl bg-surface p-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="font-medium text-foreground">{t(`home.hero.${key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
