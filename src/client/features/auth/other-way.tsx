import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import '../../i18n/features/auth';

/** "or", then a button to the other way of signing in (phone number, or e-mail). */
export function OtherWay({
  icon,
  children,
  onClick,
}: {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex items-center gap-3 text-muted-foreground text-sm">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {t('auth.phone.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" size="lg" className="w-full" onClick={onClick}>
        {icon}
        {children}
      </Button>
    </>
  );
}
