/**
 * The app's entry. A page the server drew (entry-server.tsx) is readable as it arrives, so its
 * code is fetched once the page, images included, has loaded: on a slow connection the code
 * would otherwise compete with what the visitor is looking at. Every other page needs the code
 * to show anything, and gets it at once (the server preloads it, see page-preloads.ts).
 */
import './styles.css';
import { SERVER_STATE_ID } from './lib/server-state';

const start = () =>
  // One retry: a dropped connection should not leave the page without its code.
  import('./main').catch(() => import('./main'));

/**
 * After the page has loaded and a frame of it has been painted (or soon after loading, in a
 * background tab, which paints no frames).
 */
function afterLoadAndPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(once));
    setTimeout(once, 250);
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}

if (document.getElementById(SERVER_STATE_ID)) afterLoadAndPaint(() => void start());
else void start();
