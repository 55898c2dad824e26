import { LANGUAGES, type Language } from '@shared/constants';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n';
import { useChooseLanguage } from '../../lib/auth/profile-language';
import { DeferredDropdown } from '../deferred-dropdown';
import type { DeferredStart } from '../deferred-widget';
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '../ui/dropdown-menu';

interface LanguageDropdownProps {
  start: DeferredStart;
  trigger: ReactElement;
  active: Language;
}

/** The language menu itself, loaded on first intent (see LanguageSwitcher). */
export function LanguageDropdown({ start, trigger, active }: LanguageDropdownProps) {
  const { t } = useTranslation();
  // Signed in, the choice is saved to the profile too (notifications and e-mails follow it).
  const chooseLanguage = useChooseLanguage();

  return (
    <DeferredDropdown start={start} trigger={trigger} className="w-44">
      <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuRadioGroup
        value={active}
        onValueChange={(lng) => {
          if (isLanguage(lng)) void chooseLanguage(lng);
        }}
      >
        {LANGUAGES.map((lng) => (
          <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DeferredDropdown>
  );
}
