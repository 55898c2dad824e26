import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage } from '../../i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { DeferredWidget } from '../deferred-widget';
import { Button } from '../ui/button';

const LanguageDropdown = lazyComponent(() => import('./language-dropdown'), 'LanguageDropdown');

/**
 * Switches the UI language at once; i18next's detector remembers the choice in localStorage (a
 * guest's source of truth), and a signed-in user's profile is updated too (theirs).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  const activeName = t(`language.${active}`);

  const trigger = (
    <Button variant="ghost" size="sm" className="gap-1.5 px-2 sm:px-2.5">
      {/* Phones show the code alone: the header needs the room for the brand. */}
      <Languages className="max-sm:hidden" aria-hidden="true" />
      {/* The visible code stays part of the name (WCAG 2.5.3 label in name). */}
      <span className="font-semibold uppercase">{active}</span>
      <span className="sr-only">{t('language.current', { language: activeName })}</span>
    </Button>
  );

  return (
    <DeferredWidget standIn={trigger} opensOn="menu" preload={LanguageDropdown.preload}>
      {(start) => <LanguageDropdown start={start} trigger={trigger} active={active} />}
    </DeferredWidget>
  );
}
