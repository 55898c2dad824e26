import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  align?: 'left' | 'center';
  /** E.g. a 'view all' link shown beside the title on wide screens. */
  action?: ReactNode;
}

/** The h2 + intro used by every home section; `id` labels the section for screen readers. */
export function SectionHeading({
  id,
  title,
  subtitle,
  align = 'left',
  action,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        'mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
        align === 'center' && 'items-center text-center sm:flex-col sm:items-center',
      )}
    >
      <div className={cn('flex max-w-2xl flex-col gap-2', align === 'center' && 'items-center')}>
        <h2 id={id} className="font-bold text-2xl text-foreground sm:text-3xl">
          {title}
        </h2>
        {subtitle ? <p className="text-muted-foreground sm:text-lg">{subtitle}</p> : null}
      </div>
      {action}
    </div>
  );
}

export const SECTION_CONTAINER = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';
