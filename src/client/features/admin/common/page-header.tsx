import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';

interface PageHeaderProps {
  title: ReactNode;
  /** Names the browser tab too; plain text, for when `title` carries markup (e.g. a count). */
  documentTitle?: string;
  description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  className?: string;
}

/** The one h1 of an admin screen, with its short description and main actions. */
export function PageHeader({
  title,
  documentTitle,
  description,
  actions,
  className,
}: PageHeaderProps) {
  useDocumentTitle(documentTitle);
  return (
    <div
      className={cn(
        'flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between sm:gap-6',
        className,
      )}
    >
      <div className="grid min-w-0 gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

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
