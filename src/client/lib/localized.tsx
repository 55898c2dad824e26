import { DEFAULT_LANGUAGE, type Language } from '@shared/constants';
import { localizedText, type SpecialtyRef, specialtyName } from '@shared/localized';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n';

/** The language content is shown in; components re-render when it changes. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** The specialty's name in the page's language. */
export function useSpecialtyName(): (s: SpecialtyRef) => string {
  const language = useContentLanguage();
  return (s) => specialtyName(s, language);
}

/**
 * A text stored in Vietnamese with an optional English version: English readers get the English
 * one, or the Vietnamese text marked `lang="vi"` (for screen readers and translation tools).
 */
export function LocalizedText({
  vi,
  en,
  as: Tag = 'span',
  className,
  fallback = null,
}: {
  vi: string | null;
  en: string | null | undefined;
  as?: ElementType;
  className?: string;
  fallback?: React.ReactNode;
}) {
  const language = useContentLanguage();
  const shown = localizedText(vi, en, language);
  if (!shown) return <>{fallback}</>;
  return (
    <Tag className={className} lang={shown.lang !== language ? shown.lang : undefined}>
      {shown.text}
    </Tag>
  );
}
