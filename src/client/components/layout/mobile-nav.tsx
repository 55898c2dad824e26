import type { MeResponse } from '@shared/me';
import { LogIn, LogOut, Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../ui/sheet';
import { BrandMark } from './brand';
import type { NavItem } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { useSignOut } from './use-sign-out';
import { displayNameOf, UserAvatar } from './user-avatar';

interface MobileNavProps {
  items: NavItem[];
  user: MeResponse | null;
  isLoading: boolean;
}

/** Below 768 px the header links move into a side drawer, with the account actions. */
export function MobileNav({ items, user, isLoading }: MobileNavProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { signOut, isSigningOut } = useSignOut();
  const navRef = useRef<HTMLElement>(null);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('nav.openMenu')}>
          <Menu className="size-5!" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="left"
        className="gap-0"
        // Radix would focus the first button (sign-out); start on the first link instead.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          navRef.current?.querySelector<HTMLElement>('a')?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <BrandMark className="size-8" />
            {t('app.name')}
          </SheetTitle>
          <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
        </SheetHeader>

        {user ? (
          <div className="flex items-center gap-3 border-b px-4 py-3">
            <UserAvatar user={user} className="size-10 text-sm" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{displayNameOf(user)}</p>
              <p className="truncate text-muted-foreground text-sm">{user.user.email}</p>
            </div>
          </div>
        ) : null}

        <nav ref={navRef} aria-label={t('nav.main')} className="p-3">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLinkItem item={item} layout="drawer" onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>

        {isLoading ? null : (
          <SheetFooter>
            {user ? (
              <Button
                variant="outline"
                disabled={isSigningOut}
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                <LogOut aria-hidden="true" />
                {t('nav.signOut')}
              </Button>
            ) : (
              <Button asChild>
                <Link to="/auth" onClick={close}>
                  <LogIn aria-hidden="true" />
                  {t('nav.signIn')}
                </Link>
              </Button>
            )}
          </SheetFooter>
        )}
      </SheetContent>
    </Sheet>
  );
}
