import { Component, type ReactElement, Suspense, useId } from 'react';
import { turnOf } from '../lib/hydration-slices';

/** Preact's own fields on a component and its vnode (not part of its public API). */
interface PreactInternals {
  /** The component's vnode. */
  __v?: { /** useId's counter: [prefix, next number]. */ __m?: [string, number] };
}

/**
 * Gives the ids `useId` makes inside a part a counter of their own, named by the part's id.
 * Preact numbers them in render order from the nearest vnode holding a counter (the root's,
 * unless one is set here): a part hydrated after the rest of the page renders out of the order
 * the server drew it in, and its ids, and every id after it, would differ from the server's that
 * hydration keeps in the page (a `<label for>` would lose its control once either is drawn
 * again). With its own counter, a part draws the same ids in both, and takes none from the
 * page's. React makes ids from the tree's shape and has no such field: nothing to do there.
 */
class IdScope extends Component<{ id: string; children: ReactElement }> {
  private counter: [string, number] | undefined;

  override render() {
    const vnode = (this as PreactInternals).__v;
    if (vnode) {
      // The same counter on every render: ids made later in the part stay unique.
      this.counter ??= [this.props.id, 0];
      vnode.__m = this.counter;
    }
    return this.props.children;
  }
}

function WhenItsTurn({ id, children }: { id: string; children: ReactElement }) {
  const turn = turnOf(id);
  // Suspending during hydration keeps the server's element on screen until the turn comes.
  if (turn) throw turn;
  return <IdScope id={id}>{children}</IdScope>;
}

/**
 * Hydrates its content in a task of its own after the rest of the page (see
 * lib/hydration-slices); rendered any other way, it is its content. The content must draw one
 * element: that element is what stays on screen, as the server drew it, while it waits.
 */
export function HydrateApart({ children }: { children: ReactElement }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <WhenItsTurn id={id}>{children}</WhenItsTurn>
    </Suspense>
  );
}
