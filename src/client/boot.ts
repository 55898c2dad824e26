/**
 * The app's entry. A page the server drew (entry-server.tsx) is readable as it arrives, so its
 * code is fetched once the page, images included, has loaded and is on screen: on a slow
 * connection or a slow phone the code would otherwise compete with what the visitor is looking
 * at. Every other page needs the code to show anything, and gets it at once (the server preloads
 * it, see page-preloads.ts).
 */
import './styles.css';
import { SERVER_STATE_ID } from './lib/server-state';

const start = () => {
  // React's DOM renderer, the largest module, is asked for beside the app and evaluated on its
  // own as soon as it arrives: two shorter tasks instead of one long one. main.tsx awaits it
  // (and tries again should this request fail).
  import('react-dom/client').catch(() => undefined);
  // One retry: a dropped connection should not leave the page without its code.
  return import('./main').catch(() => import('./main'));
};

/** However the wait below goes wrong, the code is fetched this long after the page loaded. */
const AT_THE_LATEST_MS = 3000;

/**
 * Calls `then` once the browser has reported the page's first contentful paint, i.e. once a
 * frame with the page's content has reached the screen. Without paint timing, at once.
 */
function afterFirstContentfulPaint(then: () => void) {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    then();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * The images that came with the page, once decoded: they are decoded apart from the page
 * (`decoding="async"`), and drawn in a frame after that.
 */
const imagesDecoded = () =>
  Promise.all(
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth > 0)
      .map((image) => image.decode().catch(() => undefined)),
  );

/**
 * After the page has loaded and been painted: the first contentful paint has been reported, the
 * images that loaded with the page are decoded, and two more frames have begun, which puts them
 * on screen. A frame merely requested (one requestAnimationFrame) may still be waiting to be
 * painted when its callback's task runs: the code's download and evaluation would then hold back
 * the first paint, as it did for most loads of a doctor's page. A background tab paints no
 * frames: there, at once.
 */
function afterLoadAndPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  const unlessHidden = () => {
    if (document.visibilityState === 'hidden') once();
  };
  const twoFramesLater = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once)));
  const afterLoad = () => {
    unlessHidden();
    document.addEventListener('visibilitychange', unlessHidden);
    afterFirstContentfulPaint(() => void imagesDecoded().then(twoFramesLater));
    setTimeout(once, AT_THE_LATEST_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

if (document.getElementById(SERVER_STATE_ID)) afterLoadAndPaint(() => void start());
else void start();
