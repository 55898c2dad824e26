import type { MeResponse } from '@shared/me';
import { LogIn, LogOut } from 'lucide-react';
import { type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeferredStart, useDeferredTrigger } from '../deferred-widget';
import { LinkButton } from '../link-button';
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
import { contactOf, displayNameOf, UserAvatar } from './user-avatar';

interface MobileNavDrawerProps {
  start: DeferredStart;
  trigger: ReactElement;
  items: NavItem[];
  user: MeResponse | null;
  isLoading: boolean;
}

/** The drawer itself, loaded on first intent (see MobileNav). */
export function MobileNavDrawer({ start, trigger, items, user, isLoading }: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(start.open);
  const { signOut, isSigningOut } = useSignOut();
  const navRef = useRef<HTMLElement>(null);
  const triggerRef = useDeferredTrigger<HTMLButtonElement>(start);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild ref={triggerRef}>
        {trigger}
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
              <p className="truncate text-muted-foreground text-sm">{contactOf(user)}</p>
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
              <LinkButton to="/auth" icon={LogIn} onClick={close}>
                {t('nav.signIn')}
              </LinkButton>
            )}
          </SheetFooter>
        )}
      </SheetContent>
    </Sheet>
  );
}
