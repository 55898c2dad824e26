import type { MeResponse } from '@shared/me';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy-component';
import { DeferredWidget } from '../deferred-widget';
import { Button } from '../ui/button';
import type { NavItem } from './nav-items';

const MobileNavDrawer = lazyComponent(() => import('./mobile-nav-drawer'), 'MobileNavDrawer');

interface MobileNavProps {
  items: NavItem[];
  user: MeResponse | null;
  isLoading: boolean;
}

/** Below 768 px the header links move into a side drawer, with the account actions. */
export function MobileNav({ items, user, isLoading }: MobileNavProps) {
  const { t } = useTranslation();

  const trigger = (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('nav.openMenu')}>
      <Menu className="size-5!" aria-hidden="true" />
    </Button>
  );

  return (
    <DeferredWidget standIn={trigger} opensOn="dialog" preload={MobileNavDrawer.preload}>
      {(start) => (
        <MobileNavDrawer
          start={start}
          trigger={trigger}
          items={items}
          user={user}
          isLoading={isLoading}
        />
      )}
    </DeferredWidget>
  );
}
