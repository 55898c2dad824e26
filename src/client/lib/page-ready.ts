import { useSyncExternalStore } from 'react';

/*
 * Whether the page the visitor opened is ready: drawn by the app, or, when the server drew it,
 * hydrated down to its last part. React hydrates the content of each Suspense boundary of a drawn
 * page (components/page-part) on its own, at the lowest priority, after the rest. An update that
 * reaches a part not hydrated yet makes React hydrate it at once, in the update's task; so work
 * whose answer updates the whole page (the session check) waits for this.
 *
 * React says when a boundary has hydrated only to the boundary's own effects, so the parts are
 * counted here: a part registers when the page around it commits during the first hydration (in
 * a layout effect, before the passive effects that say a content has hydrated; a part inside a
 * part registers when the outer one's content commits, before the outer one is done) and leaves
 * once its content has hydrated, or when it is removed first.
 */
let ready = false;
let hydrating = false;
let shellHydrated = false;
const waitingParts = new Set<string>();
const listeners = new Set<() => void>();

export function markPageReady(): void {
  if (ready) return;
  ready = true;
  hydrating = false;
  waitingParts.clear();
  // Browser tests wait for this mark before they act on a page; the bench reads the timing mark.
  document.documentElement.dataset.hydrated = '';
  performance.mark?.('page-ready');
  for (const listener of listeners) listener();
}

/** Called right before the app hydrates a page the server drew. */
export function startHydration(): void {
  hydrating = true;
}

function readyIfDone() {
  if (shellHydrated && waitingParts.size === 0) markPageReady();
}

/**
 * The screen's own content has hydrated (or was drawn): the page is ready once every part drawn
 * so far has hydrated too.
 */
export function markShellHydrated(): void {
  shellHydrated = true;
  if (!hydrating) markPageReady();
  else readyIfDone();
}

/** A part (by its useId) is being drawn: during the first hydration, the page waits for it. */
export function partDrawn(id: string): void {
  if (hydrating && !ready) waitingParts.add(id);
}

/** The part's content has hydrated (or was drawn by the app). */
export function partHydrated(id: string): void {
  if (!waitingParts.delete(id)) return;
  readyIfDone();
}

/** The part left the page: if its content had not hydrated yet, it never will. */
export function partGone(id: string): void {
  partHydrated(id);
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
