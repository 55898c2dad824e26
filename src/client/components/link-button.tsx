import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { Button, type ButtonProps } from './ui/button';

interface LinkButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  to: To;
  /** Drawn before the label and hidden from screen readers: the label names the link. */
  icon?: LucideIcon;
  onClick?: () => void;
  children: ReactNode;
}

/** A router link that looks like a button, with its optional leading icon. */
export function LinkButton({ to, icon: Icon, onClick, children, ...button }: LinkButtonProps) {
  return (
    <Button asChild {...button}>
      <Link to={to} onClick={onClick}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
