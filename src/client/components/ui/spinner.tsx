import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

interface SpinnerProps extends ComponentProps<'span'> {
  /** Announced to screen readers; omit when nearby text already says what is loading. */
  label?: string;
}

export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      className={cn('inline-flex items-center justify-center text-primary', className)}
      {...props}
    >
      <LoaderCircle className="size-[1.25em] animate-spin" aria-hidden="true" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
