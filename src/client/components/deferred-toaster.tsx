import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { isToasterRequested, subscribeToasterRequest } from '../lib/toast';

const AppToaster = lazyComponent(() => import('./app-toaster'), 'AppToaster');

/**
 * Mounts the Toaster (and so loads sonner) when the first toast is raised, not with the page:
 * most visits never show one.
 */
export function DeferredToaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    // Its own boundary: while the Toaster's code loads, nothing else on the page waits.
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
