import { PRIVACY_NOTICE_VERSION } from '@shared/privacy';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

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
 * /privacy: the privacy notice people accept at sign-up (its version is PRIVACY_NOTICE_VERSION):
 * the controller, what is collected and why, who sees what, retention, the rights and where on
 * this site to use them, and whom to contact.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  const list = (key: string, count: number) => (
    <ul className="list-disc space-y-2 pl-6">
      {Array.from({ length: count }, (_, i) => `${key}.item${i + 1}`).map((item) => (
        <li key={item}>{t(item)}</li>
      ))}
    </ul>
  );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('privacy.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('privacy.intro')}</p>
        <p className="text-muted-foreground text-sm">
          {t('privacy.version', { version: PRIVACY_NOTICE_VERSION })}
        </p>
      </header>
      <Section id="privacy-controller" title={t('privacy.controller.title')}>
        <p>{t('privacy.controller.body')}</p>
      </Section>
      <Section id="privacy-collected" title={t('privacy.collected.title')}>
        {list('privacy.collected.items', 5)}
      </Section>
      <Section id="privacy-public" title={t('privacy.public.title')}>
        <p>{t('privacy.public.body')}</p>
      </Section>
      <Section id="privacy-retention" title={t('privacy.retention.title')}>
        {list('privacy.retention.items', 4)}
      </Section>
      <Section id="privacy-rights" title={t('privacy.rights.title')}>
        {list('privacy.rights.items', 5)}
      </Section>
      <Section id="privacy-contact" title={t('privacy.contact.title')}>
        <p>{t('privacy.contact.body')}</p>
      </Section>
    </div>
  );
}
