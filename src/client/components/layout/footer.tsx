import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from './brand';

const FOOTER_LINKS = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/doctors', labelKey: 'nav.doctors' },
  { to: '/feedback', labelKey: 'nav.feedback' },
  { to: '/transparency', labelKey: 'nav.transparency' },
  { to: '/privacy', labelKey: 'privacy.footerLink' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const name = t('app.name');

  return (
    <footer className="border-t bg-surface">
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr] lg:px-8">
        <div className="flex max-w-md flex-col gap-3">
          <p className="flex items-center gap-2 font-bold text-lg">
            <BrandMark className="size-8" />
            {name}
          </p>
          <p className="text-muted-foreground text-sm">{t('footer.description')}</p>
        </div>
        <nav aria-label={t('footer.linksLabel')}>
          <h2 className="mb-3 font-semibold text-sm">{t('footer.explore')}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto w-full max-w-7xl px-4 py-4 text-muted-foreground text-sm sm:px-6 lg:px-8">
          {t('footer.copyright', { year, name })}
        </p>
      </div>
    </footer>
  );
}
