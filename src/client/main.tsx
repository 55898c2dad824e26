import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { App } from './app/app';
import { preloadRoute } from './app/preload-route';
import { featureTextsReady, i18n, i18nReady } from './i18n';
import { importWithRetry } from './lib/lazy-component';
import { markPageReady, startHydration } from './lib/page-ready';
import { SERVER_STATE_ID } from './lib/server-state';
import { warmUpClassMerge } from './lib/utils';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/** How long a hydrating page may hold back the session check. */
const PAGE_READY_AT_THE_LATEST_MS = 3000;

const yieldToBrowser = () => new Promise<void>((resolve) => window.setTimeout(resolve));

interface ServerPage {
  /** The answers the page was drawn from (entry-server.tsx). */
  state: DehydratedState;
  /** The language it was drawn in. */
  language: string;
}

/** What the server sent with a page it drew, or null for the plain app shell. */
function readServerPage(): ServerPage | null {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent || !container?.firstElementChild) return null;
  try {
    const state = JSON.parse(script.textContent) as DehydratedState;
    return { state, language: script.dataset.language ?? '' };
  } catch {
    return null;
  }
}

async function start(root: HTMLElement) {
  // React's DOM renderer comes in a chunk of its own (boot.ts has asked for it already).
  const { createRoot, hydrateRoot } = await importWithRetry(() => import('react-dom/client'));
  // English is fetched when it is the visitor's language; waiting for it keeps the first paint
  // from showing Vietnamese (bundled, ready at once) before it.
  await i18nReady;
  await featureTextsReady();
  const serverPage = readServerPage();
  // The server writes the page in the language of the visitor's cookie; should this browser
  // remember another one, the page is drawn afresh in it rather than hydrated.
  if (!serverPage || serverPage.language !== i18n.language) {
    // Nothing to hydrate: the app draws the page and may start everything at once.
    markPageReady();
    createRoot(root).render(
      <StrictMode>
        <App serverState={serverPage?.state} />
      </StrictMode>,
    );
    return;
  }
  // The page is already readable: each step below runs in its own task, so none of them holds
  // the main thread long enough to delay a tap (the app's code has only just been evaluated).
  await yieldToBrowser();
  // The screen's code first, so hydration draws what the server drew rather than a fallback.
  await preloadRoute(window.location.pathname).catch(() => undefined);
  await yieldToBrowser();
  // The first merge of class names builds tailwind-merge's class map: here, not in hydration.
  warmUpClassMerge();
  await yieldToBrowser();
  // As a transition, React hydrates in slices of a few milliseconds and answers taps between
  // them; each Suspense boundary of the page (components/page-part) is hydrated after the rest,
  // the one a visitor touches first.
  // Normally the page is marked ready once every part is hydrated (lib/page-ready); a screen
  // that failed shows its error instead and never is, so the session check starts anyway.
  window.setTimeout(markPageReady, PAGE_READY_AT_THE_LATEST_MS);
  startHydration();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App serverState={serverPage.state} />
      </StrictMode>,
    );
  });
}

void start(container);
