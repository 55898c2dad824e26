import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** Page frame of every admin screen: the same gutters and maximum width. */
export function AdminPage({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn('mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6 lg:p-8', className)}
    >
      {children}
    </div>
  );
}
