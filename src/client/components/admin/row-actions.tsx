import { type LucideIcon, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

/** A record's name in a list, linking to its page. */
export function RecordLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      {children}
    </Link>
  );
}

/** The icon buttons of a row, at its right end. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-1">{children}</div>;
}

interface IconActionProps {
  icon: LucideIcon;
  /** The full name, e.g. 'Edit Dr. Nam': icons alone say nothing to screen readers. */
  label: string;
  /** The short tooltip, e.g. 'Edit'. */
  title?: string;
}

/** An icon button that goes to another page (view, edit). */
export function IconLink({ to, icon: Icon, label, title }: IconActionProps & { to: string }) {
  return (
    <Button asChild variant="ghost" size="icon-sm">
      <Link to={to} aria-label={label} title={title}>
        <Icon aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The red bin of a row; it only asks: the caller opens its confirmation dialog. */
export function DeleteIconButton({
  label,
  title,
  onClick,
}: Omit<IconActionProps, 'icon'> & { onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      className="text-destructive hover:bg-destructive-soft hover:text-destructive"
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
