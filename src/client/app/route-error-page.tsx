import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageErrorFallback } from '../components/error-fallback';

/** Router-level errors (a crashing layout, a failed route module) get the full-page fallback. */
export function RouteErrorPage() {
  const error = useRouteError();
  const asError = isRouteErrorResponse(error)
    ? new Error(`${error.status} ${error.statusText}`)
    : error instanceof Error
      ? error
      : null;
  return <PageErrorFallback error={asError} />;
}
