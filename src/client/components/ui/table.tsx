import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { slotted } from './slotted';

/** The wrapper scrolls horizontally so wide admin tables stay usable at 360 px. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1), so a wide table can be scrolled sideways.
    <div data-slot="table-container" tabIndex={0} className="relative w-full overflow-x-auto">
      <table
        data-slot="table"
        className={cn('w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  );
}

export const TableHeader = slotted('thead', 'table-header', '[&_tr]:border-b');

export const TableBody = slotted('tbody', 'table-body', '[&_tr:last-child]:border-0');

export const TableFooter = slotted(
  'tfoot',
  'table-footer',
  'border-t bg-muted/50 font-medium [&>tr]:last:border-b-0',
);

export const TableRow = slotted(
  'tr',
  'table-row',
  'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
);

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        'h-11 whitespace-nowrap px-3 text-left align-middle font-semibold text-foreground',
        className,
      )}
      {...props}
    />
  );
}

export const TableCell = slotted('td', 'table-cell', 'p-3 align-middle');

export const TableCaption = slotted(
  'caption',
  'table-caption',
  'mt-4 text-muted-foreground text-sm',
);
