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

type Kind = 'menu' | 'dialog' | 'select';

/** The keys that open each kind of widget from its focused trigger (as Radix's triggers). */
const OPEN_KEYS: Record<Kind, string[]> = {
  menu: ['Enter', ' ', 'ArrowDown'],
  select: ['Enter', ' ', 'ArrowUp', 'ArrowDown'],
  // A dialog's trigger is a plain button: Enter and Space click it.
  dialog: [],
};

interface DeferredWidgetProps {
  /** The trigger as the real widget renders it: same look, same accessible name. */
  standIn: ReactElement;
  /** Which Radix widget it is; the stand-in opens it the way that widget's trigger does. */
  opensOn: Kind;
  /** Starts loading the real widget's code early, when the visitor points at the stand-in. */
  preload: () => Promise<unknown>;
  /** The real widget, a lazily loaded component that renders `standIn` as its trigger. */
  children: (start: DeferredStart) => ReactNode;
}

/**
 * A menu, dialog or select (the header's menus and drawer, a review's report dialog, the doctor
 * list's selects) whose code (Radix: menus, focus traps, positioning) loads on first intent
 * instead of with the page. Until then a stand-in trigger is shown. Pointing at it starts loading;
 * pressing it, or focusing it from the keyboard, swaps in the real widget (a lazy component), which
 * opens at once if it was pressed.
 */
export function DeferredWidget({ standIn, opensOn, preload, children }: DeferredWidgetProps) {
  // What the visitor did. It is set in a transition: while the real widget's code loads, React
  // keeps the stand-in on screen (the same element, so it keeps the focus and the press), and a
  // later blur still applies on top of it.
  const [start, setStart] = useState<DeferredStart | null>(null);
  // From pointer down to click: the focus a press brings is not keyboard focus, and swapping the
  // trigger in the middle of a press would lose its click.
  const pressing = useRef(false);
  // A failure here is reported by the swap-in, which loads the same chunk: the lazy widget throws
  // it to the error boundary, which offers a reload, as a screen's would.
  const warmUp = () => {
    preload().catch(() => {});
  };
  const swapIn = (change: Partial<DeferredStart>) => {
    startTransition(() =>
      setStart((prev) => ({ open: false, key: null, focus: false, ...prev, ...change })),
    );
  };

  // As Radix's triggers: a menu opens on pointer down, a select too but only for a mouse (a
  // finger opens it on click), a dialog on click.
  const pointerType = useRef('');
  const onPointerDown = (event: PointerEvent) => {
    pressing.current = true;
    pointerType.current = event.pointerType;
    warmUp();
    const opensOnDown =
      opensOn === 'menu' || (opensOn === 'select' && event.pointerType === 'mouse');
    if (opensOnDown && event.button === 0 && !event.ctrlKey) {
      // Keeping the focus off the trigger lets the opening widget take it.
      event.preventDefault();
      swapIn({ open: true });
    }
  };
  const onClick = () => {
    if (opensOn === 'dialog' || (opensOn === 'select' && pointerType.current !== 'mouse')) {
      swapIn({ open: true });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS[opensOn].includes(event.key)) return;
    event.preventDefault();
    swapIn({ key: event.key });
  };

  const stub = (
    <Slot.Root
      // A select's stand-in is a combobox itself, which implies its popup.
      aria-haspopup={opensOn === 'select' ? undefined : opensOn}
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={warmUp}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onFocus={() => {
        if (!pressing.current) swapIn({ focus: true });
      }}
      onBlur={() => {
        pressing.current = false;
        // Tabbed on before the code arrived: the real trigger must not pull the focus back.
        setStart((prev) => prev && { ...prev, focus: false, key: null });
      }}
    >
      {standIn}
    </Slot.Root>
  );

  // The boundary shows the stand-in as its content until the visitor's intent: a transition then
  // keeps that content while the widget suspends (a boundary showing nothing yet would draw its
  // fallback, a new element, at once).
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
