import { PanelLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../../lib/utils';
import { Button } from './button';
import { Sheet, SheetContent, SheetTitle } from './sheet';
import { SIDEBAR_WIDTH_MOBILE, useSidebar } from './sidebar-provider';
import { slotted } from './slotted';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/*
 * A collapsible app sidebar (state in ./sidebar-provider): full width (16rem) or icons only
 * (3rem) on desktop, an off-canvas sheet (18rem) below the mobile breakpoint. Children style
 * themselves for the collapsed state through the `group/sidebar` data-state attribute.
 */

interface SidebarProps extends ComponentProps<'div'> {
  /** Name of the mobile sheet (a dialog must have one). */
  title: string;
}

export function Sidebar({ title, className, children, ...props }: SidebarProps) {
  const { isMobile, openMobile, setOpenMobile, state, sidebarId } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          id={sidebarId}
          side="left"
          aria-describedby={undefined}
          className="gap-0 p-0"
          style={{ width: `min(${SIDEBAR_WIDTH_MOBILE}, 85vw)` }}
        >
          <SheetTitle className="sr-only">{title}</SheetTitle>
          <div
            data-slot="sidebar"
            data-state="expanded"
            className={cn('group/sidebar flex h-full flex-col', className)}
            {...props}
          >
            {children}
          </div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div
      id={sidebarId}
      data-slot="sidebar"
      data-state={state}
      className={cn(
        'group/sidebar sticky top-0 z-30 flex h-dvh shrink-0 flex-col overflow-hidden border-r bg-background transition-[width] duration-200 ease-out motion-reduce:transition-none',
        state === 'expanded' ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}

interface SidebarTriggerProps extends ComponentProps<'button'> {
  /** Accessible name, e.g. 'Toggle sidebar (Ctrl+B)'. */
  label: string;
}

export function SidebarTrigger({ label, className, onClick, ...props }: SidebarTriggerProps) {
  const { toggleSidebar, isMobile, open, openMobile, sidebarId } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      data-slot="sidebar-trigger"
      aria-label={label}
      aria-expanded={expanded}
      // The mobile sheet is not in the document while closed; point at it only when it exists.
      aria-controls={expanded || !isMobile ? sidebarId : undefined}
      className={className}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft className="size-5!" aria-hidden="true" />
    </Button>
  );
}

export const SidebarInset = slotted('div', 'sidebar-inset', 'flex min-w-0 flex-1 flex-col');

export const SidebarHeader = slotted(
  'div',
  'sidebar-header',
  'flex h-16 shrink-0 items-center gap-2 border-b px-2',
);

export const SidebarContent = slotted(
  'div',
  'sidebar-content',
  'flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto overflow-x-hidden py-2',
);

export const SidebarFooter = slotted(
  'div',
  'sidebar-footer',
  'flex shrink-0 flex-col gap-2 border-t p-2',
);

export const SidebarGroup = slotted(
  'div',
  'sidebar-group',
  'flex w-full min-w-0 flex-col px-2 py-1',
);

/** Hidden while collapsed (icons only); a thin rule keeps the groups apart instead. */
export function SidebarGroupLabel({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-8 shrink-0 items-center px-2 font-semibold text-muted-foreground text-xs uppercase tracking-wide',
        'group-data-[state=collapsed]/sidebar:sr-only',
        className,
      )}
      {...props}
    />
  );
}

export const SidebarMenu = slotted('ul', 'sidebar-menu', 'flex w-full min-w-0 flex-col gap-0.5');

export const SidebarMenuItem = slotted('li', 'sidebar-menu-item', 'relative');

const menuButtonClassName = cn(
  'flex h-9 w-full min-w-0 items-center gap-2.5 overflow-hidden rounded-md px-2 text-left font-medium text-muted-foreground text-sm outline-hidden transition-colors',
  'hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2',
  'aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary',
  '[&>svg]:size-4.5 [&>svg]:shrink-0 [&>span]:truncate',
  'group-data-[state=collapsed]/sidebar:size-8 group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:p-0 group-data-[state=collapsed]/sidebar:[&>span]:sr-only',
);

interface SidebarMenuButtonProps extends ComponentProps<'button'> {
  /** Render the single child (a router link) with the menu button styling. */
  asChild?: boolean;
  /** Shown beside the icon while collapsed; the label text stays in the accessible name. */
  tooltip?: string;
}

/**
 * One entry of the sidebar menu. Style the active link with aria-current="page" (NavLink sets it).
 * On mobile, choosing an entry closes the sheet.
 */
export function SidebarMenuButton({
  asChild = false,
  tooltip,
  className,
  onClick,
  ...props
}: SidebarMenuButtonProps) {
  const { state, isMobile, setOpenMobile } = useSidebar();
  const Component = asChild ? Slot.Root : 'button';
  const button = (
    <Component
      data-slot="sidebar-menu-button"
      className={cn(menuButtonClassName, className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (isMobile) setOpenMobile(false);
      }}
      {...props}
    />
  );
  if (!tooltip || state !== 'collapsed' || isMobile) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right">{tooltip}</TooltipContent>
    </Tooltip>
  );
}
