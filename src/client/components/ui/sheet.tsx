import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';
import { overlayClassName } from './dialog';
import { slotted } from './slotted';

/** A side drawer: a modal dialog anchored to one edge (mobile navigation, filters). */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background shadow-lg',
  {
    variants: {
      side: {
        left: 'inset-y-0 left-0 h-full w-[min(20rem,85vw)] border-r data-[state=open]:animate-slide-in-left',
        right:
          'inset-y-0 right-0 h-full w-[min(20rem,85vw)] border-l data-[state=open]:animate-slide-in-right',
        top: 'inset-x-0 top-0 max-h-[85dvh] border-b data-[state=open]:animate-slide-in-top',
        bottom:
          'inset-x-0 bottom-0 max-h-[85dvh] border-t data-[state=open]:animate-slide-in-bottom',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

interface SheetContentProps
  extends ComponentProps<typeof SheetPrimitive.Content>,
    VariantProps<typeof sheetVariants> {}

export function SheetContent({ className, children, side, ...props }: SheetContentProps) {
  const { t } = useTranslation();
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay data-slot="sheet-overlay" className={overlayClassName} />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        <SheetPrimitive.Close className="absolute top-4 right-4 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('common.close')}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export const SheetHeader = slotted('div', 'sheet-header', 'flex flex-col gap-1 border-b p-4 pr-12');

export const SheetFooter = slotted(
  'div',
  'sheet-footer',
  'mt-auto flex flex-col gap-2 border-t p-4',
);

export const SheetTitle = slotted(
  SheetPrimitive.Title,
  'sheet-title',
  'font-semibold text-foreground text-lg',
);

export const SheetDescription = slotted(
  SheetPrimitive.Description,
  'sheet-description',
  'text-muted-foreground text-sm',
);
