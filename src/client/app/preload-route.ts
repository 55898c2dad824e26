import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { appRoutes } from './routes';

function preloadOf(element: unknown): (() => Promise<void>) | undefined {
  if (!isValidElement(element)) return undefined;
  const type = element.type as { preload?: () => Promise<void> };
  return typeof type === 'function' || typeof type === 'object' ? type.preload : undefined;
}

/**
 * Loads the code of the screens that render at this path (their lazyComponent chunks), so the first
 * render shows them at once instead of suspending. Hydrating a server-rendered page needs this:
 * a screen still loading would render its fallback where the server wrote the screen.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(matches.map((match) => preloadOf(match.route.element)?.()));
}
