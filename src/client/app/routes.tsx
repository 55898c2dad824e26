import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/*
 * Every screen is a lazily loaded route module (its own chunk). To add a screen, add a
 * `lazyPage(() => import('../features/<feature>/<screen>-page'), '<Screen>Page')` constant and a
 * child route below. Still to come from their features: /auth, /doctors, /doctors/:id, /feedback,
 * /profile, /announcements and /admin/* (a nested layout with its own children, so the whole
 * admin area stays in separate chunks).
 */
const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      // Must stay last: anything unmatched is a 404.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
