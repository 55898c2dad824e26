import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { slotted } from './slotted';

export const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-1 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[1.25rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-5 [&>svg]:translate-y-0.5',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground [&>svg]:text-primary',
        destructive: 'border-destructive/40 bg-destructive-soft text-destructive',
        success: 'border-success/40 bg-success-soft text-success',
        warning: 'border-warning/40 bg-warning-soft text-warning',
        info: 'border-info/40 bg-info-soft text-info',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface AlertProps extends ComponentProps<'div'>, VariantProps<typeof alertVariants> {}

/**
 * Destructive alerts use role="alert" so a failure that appears after loading is announced;
 * the others are polite status messages.
 */
export function Alert({ className, variant, role, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export const AlertTitle = slotted('div', 'alert-title', 'col-start-2 font-semibold leading-snug');

export const AlertDescription = slotted(
  'div',
  'alert-description',
  'col-start-2 grid justify-items-start gap-2 text-sm',
);
