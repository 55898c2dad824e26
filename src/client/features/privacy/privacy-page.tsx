import { PRIVACY_NOTICE_VERSION } from '@shared/privacy';
import { useTranslation } from 'react-i18next';
import { ProseSection } from '../../components/prose-section';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../i18n/features/privacy';

/** The notice's parts in order: a paragraph (`body`), or a list of `items` item1…itemN. */
const PARTS: { key: string; items?: number }[] = [
  { key: 'controller' },
  { key: 'collected', items: 6 },
  { key: 'public' },
  { key: 'retention', items: 5 },
  { key: 'rights', items: 5 },
  { key: 'contact' },
];

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
      {PARTS.map(({ key, items }) => (
        <ProseSection key={key} id={`privacy-${key}`} title={t(`privacy.${key}.title`)}>
          {items ? list(`privacy.${key}.items`, items) : <p>{t(`privacy.${key}.body`)}</p>}
        </ProseSection>
      ))}
    </div>
  );
}
