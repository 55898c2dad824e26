import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { slotted } from './slotted';

export const Card = slotted(
  'div',
  'card',
  'flex flex-col gap-4 rounded-xl border bg-card py-6 text-card-foreground shadow-sm',
);

export const CardHeader = slotted('div', 'card-header', 'grid gap-1.5 px-6');

/** Renders an h3 by default; pass `asHeading` to match the page's heading outline. */
export function CardTitle({
  className,
  asHeading: Heading = 'h3',
  ...props
}: ComponentProps<'h3'> & { asHeading?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('font-semibold text-lg leading-snug', className)}
      {...props}
    />
  );
}

export const CardDescription = slotted('p', 'card-description', 'text-muted-foreground text-sm');

export const CardContent = slotted('div', 'card-content', 'px-6');

export const CardFooter = slotted('div', 'card-footer', 'flex items-center px-6');
