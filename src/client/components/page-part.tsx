import { type ReactNode, Suspense, useEffect, useId, useLayoutEffect } from 'react';
import { partDrawn, partGone, partHydrated } from '../lib/page-ready';

function Hydrated({ id }: { id: string }) {
  useEffect(() => partHydrated(id), [id]);
  return null;
}

/**
 * A part of a page the server draws (the header, a review, a doctor card…) that React hydrates on
 * its own: a Suspense boundary. React hydrates the page around it first, then each part in work
 * it can pause between parts for a tap, and hydrates the part a visitor touches before the others.
 * Drawn any other way, it is its content. (lib/page-ready counts the parts still hydrating.)
 */
export function PagePart({ children }: { children: ReactNode }) {
  const id = useId();
  // Counted when the page around it commits, not when it renders: a render React discards (and
  // retries, or replaces) would leave a part behind that never hydrates, and the page would wait
  // for it until the deadline. A part removed before its content hydrated is waited for no more.
  useLayoutEffect(() => {
    partDrawn(id);
    return () => partGone(id);
  }, [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated id={id} />
    </Suspense>
  );
}
