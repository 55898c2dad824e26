import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

interface EmptyStateProps {
  icon: LucideIcon;
  className?: string;
  /** What is missing and, where there is one, the way to fill it. */
  children: ReactNode;
}

/** The dashed box that stands where a list or chart would be when there is nothing to show. */
export function EmptyState({ icon: Icon, className, children }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      {children}
    </div>
  );
}
