import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { type ButtonProps, buttonVariants } from './button';
import { modalClassNames, overlayClassName } from './dialog';
import { slotted } from './slotted';

/** A confirmation dialog (e.g. before deleting) that must be answered explicitly. */
export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className={overlayClassName} />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(modalClassNames.content, className)}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = slotted(
  'div',
  'alert-dialog-header',
  'flex flex-col gap-2 text-center sm:text-left',
);

export const AlertDialogFooter = slotted('div', 'alert-dialog-footer', modalClassNames.footer);

export const AlertDialogTitle = slotted(
  AlertDialogPrimitive.Title,
  'alert-dialog-title',
  modalClassNames.title,
);

export const AlertDialogDescription = slotted(
  AlertDialogPrimitive.Description,
  'alert-dialog-description',
  modalClassNames.description,
);

export function AlertDialogAction({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & Pick<ButtonProps, 'variant'>) {
  return (
    <AlertDialogPrimitive.Action
      data-slot="alert-dialog-action"
      className={cn(buttonVariants({ variant }), className)}
      {...props}
    />
  );
}

export const AlertDialogCancel = slotted(
  AlertDialogPrimitive.Cancel,
  'alert-dialog-cancel',
  buttonVariants({ variant: 'outline' }),
);
