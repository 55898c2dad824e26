import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { cn } from '../lib/utils';

interface PageHeaderProps {
  title: ReactNode;
  /**
   * The browser tab's name, when it is not the title itself: a title with markup (a count), or a
   * tab that says more (which doctor is being edited).
   */
  documentTitle?: string;
  description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  className?: string;
  /** `screen` (an admin screen, the default) or `content` (a page to read: larger, no actions). */
  variant?: 'screen' | 'content';
}

/** The one h1 of a page, with its short description and main actions; it names the tab. */
export function PageHeader({
  title,
  documentTitle,
  description,
  actions,
  className,
  variant = 'screen',
}: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  if (variant === 'content')
    return (
      <header className={cn('grid gap-2', className)}>
        <h1 className="font-bold text-3xl">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </header>
    );
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
