import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { changeLanguage, LANGUAGE_STORAGE_KEY } from '../i18n';
import { browserTransport, setApiTransport } from '../lib/api';
import { SESSION_HINT_KEY } from '../lib/auth/session-hint';
import { setDisplayTimeZone } from '../lib/format';
import { markPageReady } from '../lib/page-ready';
import { isToasterRequested } from '../lib/toast';
import { staticMediaQuery } from './media-query';

/*
 * jsdom lacks a few browser APIs that Radix primitives call (pointer capture, scrollIntoView,
 * ResizeObserver) and that sonner may query (matchMedia). Inert stand-ins are enough here.
 */
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
window.matchMedia ??= (query: string) => staticMediaQuery(query, false);

// Components are drawn in the browser here, as the app draws a page it did not get from the
// server (main.tsx): nothing is hydrated, so everything may start at once.
markPageReady();

// Route screens are lazy chunks; the first import of one in a cold test run can take over a
// second to transform, longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  // Every test starts in Vietnamese, the product default.
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  // Tests answer /api/me directly (401 for a guest), as for a browser that was signed in before;
  // session-hint.test.tsx covers the first visit, which asks the session endpoint first.
  window.localStorage.setItem(SESSION_HINT_KEY, '1');
  await changeLanguage('vi');
});

afterEach(async () => {
  cleanup();
  // sonner keeps its toasts for the next Toaster to show; the next test starts with none.
  if (isToasterRequested()) (await import('sonner')).toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

// The server renderer's tests route requests in-process and show moments in the clinics' zone;
// the files after them ask `fetch` again, in the zone of the machine, as a browser does.
afterAll(() => {
  setApiTransport(browserTransport);
  setDisplayTimeZone(undefined);
});
