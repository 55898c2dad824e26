import { useSyncExternalStore } from 'react';

/*
 * Whether the page the visitor opened is ready: drawn by the app, or, when the server drew it,
 * hydrated down to the screen's content, the parts hydrated apart included (lib/hydration-slices).
 * An update reaching parts not yet hydrated would hydrate them at once, in one long task (React
 * does so); work whose answer updates the whole page (the session check) waits for this.
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
