import { LANGUAGES } from '@shared/constants';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage } from '../../i18n';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

/** Switches the UI language at once; i18next's detector remembers the choice in localStorage. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  const activeName = t(`language.${active}`);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1.5 px-2.5">
          <Languages aria-hidden="true" />
          {/* The visible code stays part of the name (WCAG 2.5.3 label in name). */}
          <span className="font-semibold uppercase">{active}</span>
          <span className="sr-only">{t('language.current', { language: activeName })}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={active}
          onValueChange={(lng) => {
            if (isLanguage(lng)) void i18n.changeLanguage(lng);
          }}
        >
          {LANGUAGES.map((lng) => (
            <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
              {t(`language.${lng}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
