import type { MeResponse } from '@shared/me';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy-component';
import { DeferredWidget } from '../deferred-widget';
import { Button } from '../ui/button';
import { displayNameOf, UserAvatar } from './user-avatar';

const UserDropdown = lazyComponent(() => import('./user-dropdown'), 'UserDropdown');

/** Desktop account menu: who is signed in, the profile, and sign-out. */
export function UserMenu({ user, isAdmin }: { user: MeResponse; isAdmin: boolean }) {
  const { t } = useTranslation();
  const name = displayNameOf(user);

  const trigger = (
    <Button variant="ghost" className="h-10 gap-2 px-1.5">
      <UserAvatar user={user} />
      <span className="max-w-32 truncate lg:max-w-40">
        <span className="sr-only">{t('nav.userMenu')}: </span>
        {name}
      </span>
      <ChevronDown className="opacity-60" aria-hidden="true" />
    </Button>
  );

  return (
    <DeferredWidget standIn={trigger} opensOn="menu" preload={UserDropdown.preload}>
      {(start) => (
        <UserDropdown start={start} trigger={trigger} user={user} name={name} isAdmin={isAdmin} />
      )}
    </DeferredWidget>
  );
}
