import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** Decorative loading shape; the surrounding region announces the loading state, not this. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}

interface SkeletonStackProps {
  /** Announced in place of the content while it loads. */
  label: string;
  /** One entry a placeholder: its height and corners, e.g. 'h-24 rounded-xl'. */
  shapes: readonly string[];
  className?: string;
}

/** Full-width placeholders one under another, standing in for cards that are loading. */
export function SkeletonStack({ label, shapes, className }: SkeletonStackProps) {
  return (
    <div role="status" aria-label={label} className={cn('grid gap-3', className)}>
      {shapes.map((shape, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders never reorder, so the index is stable.
        <Skeleton key={index} className={cn('w-full', shape)} />
      ))}
    </div>
  );
}
