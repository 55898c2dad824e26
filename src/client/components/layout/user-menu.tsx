import type { MeResponse } from '@shared/me';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { useSignOut } from './use-sign-out';
import { displayNameOf, UserAvatar } from './user-avatar';

/** Desktop account menu: who is signed in, the profile, and sign-out. */
export function UserMenu({ user, isAdmin }: { user: MeResponse; isAdmin: boolean }) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  const name = displayNameOf(user);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-1.5">
          <UserAvatar user={user} />
          <span className="max-w-32 truncate lg:max-w-40">
            <span className="sr-only">{t('nav.userMenu')}: </span>
            {name}
          </span>
          <ChevronDown className="opacity-60" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate text-muted-foreground text-xs">{user.user.email}</span>
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
