import { useTranslation } from 'react-i18next';

/**
 * What a page the server does not draw (sign-in, the profile, the admin area…) shows when the
 * browser runs no script: why it is empty, and the pages that are readable without one.
 * Rendered by the server inside <noscript>, so a browser that runs scripts never shows it.
 */
export function NeedsJavaScript() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-12">
      <h1 className="font-bold text-2xl">{t('noscript.title')}</h1>
      <p>{t('noscript.body')}</p>
      <p>{t('noscript.readable')}</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          <a className="text-primary underline" href="/doctors">
            {t('noscript.doctors')}
          </a>
        </li>
        <li>
          <a className="text-primary underline" href="/transparency">
            {t('noscript.transparency')}
          </a>
        </li>
        <li>
          <a className="text-primary underline" href="/privacy">
            {t('noscript.privacy')}
          </a>
        </li>
      </ul>
    </main>
  );
}
