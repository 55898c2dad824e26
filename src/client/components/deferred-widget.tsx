import { Slot } from 'radix-ui';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** What the visitor did with the stand-in before the real widget's code arrived. */
export interface DeferredStart {
  /** Pressed it with a pointer (or clicked a dialog's): the real widget opens at once. */
  open: boolean;
  /**
   * Pressed this key on a menu's stand-in: the real trigger gets it again, so the menu opens as
   * from the keyboard (Radix then focuses the first item, not the menu).
   */
  key: string | null;
  /** Focused it: the real trigger takes the focus over. */
  focus: boolean;
}

interface DeferredWidgetProps {
  /** The trigger as the real widget renders it: same look, same accessible name. */
  standIn: ReactElement;
  /**
   * How the real trigger opens, mirrored by the stand-in: a Radix menu on pointer down or
   * Enter, Space and ArrowDown; a Radix dialog on click.
   */
  opensOn: 'menu' | 'dialog';
  /** Imports the real widget's module (the one `children` renders lazily). */
  preload: () => Promise<unknown>;
  /** The real widget, a lazily loaded component that renders `standIn` as its trigger. */
  children: (start: DeferredStart) => ReactNode;
}

/**
 * A menu or dialog (the header's menus and drawer, a review's report dialog) whose code (Radix:
 * menus, focus traps, positioning) loads on first intent instead of with the page. Until then a
 * stand-in trigger is shown. Pointing at it starts loading; pressing it, or focusing it from the
 * keyboard, swaps in the real widget, which opens at once if it was pressed.
 */
export function DeferredWidget({ standIn, opensOn, preload, children }: DeferredWidgetProps) {
  const [start, setStart] = useState<DeferredStart | null>(null);
  // From pointer down to click: the focus a press brings is not keyboard focus, and swapping the
  // trigger in the middle of a press would lose its click.
  const pressing = useRef(false);
  const swapIn = (change: Partial<DeferredStart>) =>
    // A transition keeps the stand-in on screen (and focused) until the code has arrived.
    startTransition(() =>
      setStart((prev) => ({ open: false, key: null, focus: false, ...prev, ...change })),
    );

  const onPointerDown = (event: PointerEvent) => {
    pressing.current = true;
    void preload();
    // As Radix's menu trigger: left button without Ctrl opens, and keeping the focus off the
    // trigger lets the menu take it.
    if (opensOn === 'menu' && event.button === 0 && !event.ctrlKey) {
      event.preventDefault();
      swapIn({ open: true });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (opensOn !== 'menu' || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    swapIn({ key: event.key });
  };

  const stub = (
    <Slot.Root
      aria-haspopup={opensOn}
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => void preload()}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={opensOn === 'dialog' ? () => swapIn({ open: true }) : undefined}
      onFocus={() => {
        if (!pressing.current) swapIn({ focus: true });
      }}
      onBlur={() => {
        pressing.current = false;
        // Tabbed on before the code arrived: the real trigger must not pull the focus back.
        startTransition(() => setStart((prev) => prev && { ...prev, focus: false, key: null }));
      }}
    >
      {standIn}
    </Slot.Root>
  );

  // Mounted from the start, so loading inside a transition never swaps in the fallback.
  return <Suspense fallback={stub}>{start ? children(start) : stub}</Suspense>;
}

/**
 * For the real widget's trigger (pass the ref to it): takes over what the stand-in received.
 * Focus moves to it, unless the widget opens at once (the open menu or drawer takes the focus and
 * gives it back to the trigger on close); a key pressed on the stand-in is pressed again on it.
 */
export function useDeferredTrigger<T extends HTMLElement>(start: DeferredStart) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if ((start.focus || start.key) && !start.open) ref.current?.focus();
  }, [start]);
  useEffect(() => {
    const { key } = start;
    if (!key || start.open) return;
    // On the next task: the menu's own effects (which tell keyboard from pointer use) run first.
    const timer = setTimeout(() => {
      ref.current?.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
    });
    return () => clearTimeout(timer);
  }, [start]);
  return ref;
}
