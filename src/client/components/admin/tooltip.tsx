import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

interface HintProps {
  /** The explanation, shown on hover and keyboard focus. */
  content: ReactNode;
  children: ReactNode;
}

/**
 * Explains why a control is unavailable. A disabled button gets no pointer or focus events, so
 * it is wrapped in a focusable span that carries the tooltip (and its description) instead.
 */
export function DisabledHint({ content, children }: HintProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={150}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>
          <span
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the disabled control inside cannot take focus, so its explanation must be reachable by keyboard here
            tabIndex={0}
            className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          >
            {children}
            <span className="sr-only">{content}</span>
          </span>
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 max-w-64 rounded-md bg-foreground px-3 py-1.5 text-background text-xs shadow-md data-[state=delayed-open]:animate-fade-in"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-foreground" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
