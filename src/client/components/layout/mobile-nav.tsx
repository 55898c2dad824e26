import type { MeResponse } from '@shared/me';
import { Menu } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithRetry } from '../../lib/lazy-page';
import { DeferredWidget } from '../deferred-widget';
import { Button } from '../ui/button';
import type { NavItem } from './nav-items';

const loadMobileNavDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(() =>
  importWithRetry(loadMobileNavDrawer).then((module) => ({ default: module.MobileNavDrawer })),
);

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
    <DeferredWidget standIn={trigger} opensOn="dialog" preload={loadMobileNavDrawer}>
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
