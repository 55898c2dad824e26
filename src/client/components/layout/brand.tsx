import { Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/utils';

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground',
        className,
      )}
      aria-hidden="true"
    >
      <Stethoscope className="size-5" />
    </span>
  );
}

export function BrandLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const name = t('app.name');
  return (
    <Link
      to="/"
      aria-label={t('app.homeLink', { name })}
      className={cn(
        // Compact on phones, so the whole name fits beside the menu, language and account buttons.
        'flex items-center gap-2 rounded-md font-bold text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 sm:text-lg',
        className,
      )}
    >
      <BrandMark className="max-sm:size-8" />
      <span className="truncate">{name}</span>
    </Link>
  );
}
