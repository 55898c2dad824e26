import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';
import { slotted } from './slotted';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export const overlayClassName =
  'fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in';

/** The look the centred modals share: this dialog and the alert dialog. */
export const modalClassNames = {
  content:
    'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg data-[state=open]:animate-zoom-in',
  footer: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
  title: 'font-semibold text-lg leading-snug',
  description: 'text-muted-foreground text-sm',
};

export const DialogOverlay = slotted(DialogPrimitive.Overlay, 'dialog-overlay', overlayClassName);

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  showCloseButton?: boolean;
}

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation();
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(modalClassNames.content, className)}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm p-0.5 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('common.close')}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = slotted(
  'div',
  'dialog-header',
  'flex flex-col gap-2 pr-6 text-center sm:text-left',
);

export const DialogFooter = slotted('div', 'dialog-footer', modalClassNames.footer);

export const DialogTitle = slotted(DialogPrimitive.Title, 'dialog-title', modalClassNames.title);

export const DialogDescription = slotted(
  DialogPrimitive.Description,
  'dialog-description',
  modalClassNames.description,
);
