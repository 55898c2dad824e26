import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../lib/utils';
import type { NavItem } from './nav-items';

interface NavLinkItemProps {
  item: NavItem;
  /** 'bar' for the desktop header, 'drawer' for the mobile side menu. */
  layout: 'bar' | 'drawer';
  onNavigate?: () => void;
}

/** NavLink sets aria-current="page" on the active link; the styling mirrors it. */
export function NavLinkItem({ item, layout, onNavigate }: NavLinkItemProps) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-2 rounded-md font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
          layout === 'bar' && 'h-9 px-3',
          layout === 'drawer' && 'h-11 px-3 text-base',
          isActive
            ? 'bg-primary-soft text-primary'
            : 'text-muted-foreground hover:bg-accent hover:text-foreground',
        )
      }
    >
      {layout === 'drawer' ? <Icon className="size-5" aria-hidden="true" /> : null}
      {t(`nav.${item.labelKey}`)}
    </NavLink>
  );
}
