import type { ComponentProps, ElementType } from 'react';
import { cn } from '../../lib/utils';

/**
 * Most parts of this kit only name their slot (a styling and testing hook) and put their own
 * classes before the caller's, which win on conflict. This makes such a part, once, when the
 * kit's module loads.
 */
export function slotted<T extends ElementType>(element: T, slot: string, baseClassName: string) {
  const Element: ElementType = element;
  const render = ({ className, ...props }: ComponentProps<T> & { className?: string }) => (
    <Element data-slot={slot} className={cn(baseClassName, className)} {...props} />
  );
  // React DevTools and error stacks name the part by its slot.
  return Object.assign(render, { displayName: slot });
}
