import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: lets keyboard users jump past the header links. Hidden off-screen until focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="fixed top-3 left-3 z-[60] -translate-y-[calc(100%+1rem)] rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground transition-transform focus:translate-y-0 focus:shadow-lg focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
    >
      {t('common.skipToContent')}
    </a>
  );
}
