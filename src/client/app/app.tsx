import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';

export function App() {
  // Created once per app instance (not at import time) so importing this module has no effects.
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <ErrorBoundary variant="page">
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
