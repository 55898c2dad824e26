import type { MeResponse } from '@shared/me';
import { LogOut, UserRound } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredDropdown } from '../deferred-dropdown';
import type { DeferredStart } from '../deferred-widget';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '../ui/dropdown-menu';
import { useSignOut } from './use-sign-out';
import { contactOf } from './user-avatar';

interface UserDropdownProps {
  start: DeferredStart;
  trigger: ReactElement;
  user: MeResponse;
  name: string;
  isAdmin: boolean;
}

/** The account menu itself, loaded on first intent (see UserMenu). */
export function UserDropdown({ start, trigger, user, name, isAdmin }: UserDropdownProps) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();

  return (
    <DeferredDropdown start={start} trigger={trigger} className="w-60">
      <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
        <span className="truncate font-semibold">{name}</span>
        <span className="truncate text-muted-foreground text-xs">{contactOf(user)}</span>
        {isAdmin ? (
          <span className="font-medium text-primary text-xs">{t('auth.administrator')}</span>
        ) : null}
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/profile">
          <UserRound aria-hidden="true" />
          {t('nav.profile')}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem
        variant="destructive"
        disabled={isSigningOut}
        onSelect={() => void signOut()}
      >
        <LogOut aria-hidden="true" />
        {t('nav.signOut')}
      </DropdownMenuItem>
    </DeferredDropdown>
  );
}
