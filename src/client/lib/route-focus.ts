import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../components/layout/skip-link';

/** How long a new screen may take to show its heading (its data loading) before we give up. */
const HEADING_WAIT_MS = 10_000;

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.setAttribute('data-route-focus', '');
  // Scrolling is ScrollRestoration's job (top for a new page, the old position on Back).
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After moving to another page, focus goes to the new page's main heading, so a screen reader
 * announces where the visitor arrived (a client-side navigation is otherwise silent). Not on the
 * first load (the browser starts at the top itself) and not when only the query string changes
 * (filters, paging), which keeps the visitor where they were working.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const focusedAtNavigation = document.activeElement;
    // The visitor has focused something else meanwhile (started typing): leave their focus.
    const movedOn = () =>
      document.activeElement !== focusedAtNavigation && document.activeElement !== document.body;
    if (focusHeading(main)) return;
    // The screen shows its heading once its data arrives: wait for it.
    const observer = new MutationObserver(() => {
      if (movedOn() || focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}
