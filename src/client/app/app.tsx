import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';

/** `serverState`: the answers a server-rendered page was drawn from (see entry-server.tsx). */
export function App({ serverState }: { serverState?: DehydratedState }) {
  // Created once per app instance (not at import time) so importing this module has no effects.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (serverState) hydrate(client, serverState);
    return client;
  });
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <ErrorBoundary variant="page">
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
