import type { ReactElement, ReactNode } from 'react';
import { type DeferredStart, useDeferredTrigger } from './deferred-widget';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './ui/dropdown-menu';

interface DeferredDropdownProps {
  /** What the visitor did with the stand-in: pressed (open now), focused or typed a key. */
  start: DeferredStart;
  /** The stand-in's look, now the real trigger. */
  trigger: ReactElement;
  /** False keeps the page usable while the menu is open (see the notifications panel). */
  modal?: boolean;
  collisionPadding?: number;
  /** The open menu's classes, e.g. its width. */
  className?: string;
  /** Radix's: call preventDefault to keep the focus off the trigger as the menu closes. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/**
 * A header menu loaded on first intent (DeferredWidget): it takes over from the stand-in,
 * opening at once when the stand-in was pressed, and lines up under the trigger's end.
 */
export function DeferredDropdown({
  start,
  trigger,
  modal,
  collisionPadding,
  className,
  onCloseAutoFocus,
  children,
}: DeferredDropdownProps) {
  const triggerRef = useDeferredTrigger<HTMLButtonElement>(start);
  return (
    <DropdownMenu modal={modal} defaultOpen={start.open}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        collisionPadding={collisionPadding}
        className={className}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
