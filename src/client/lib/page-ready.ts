import { useSyncExternalStore } from 'react';

/*
 * Whether the page the visitor opened is ready: drawn by the app, or, when the server drew it,
 * hydrated down to the screen's content. React hydrates the layout first and the screen after it
 * (each Suspense boundary on its own, in slices); an update reaching a screen not yet hydrated
 * makes React finish hydrating it at once, in one long task. Work whose answer updates the whole
 * page (the session check) waits for this.
 */
let ready = false;
const listeners = new Set<() => void>();

export function markPageReady(): void {
  if (ready) return;
  ready = true;
  // Browser tests wait for this mark before they act on a page.
  document.documentElement.dataset.hydrated = '';
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
