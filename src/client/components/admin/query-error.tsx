import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../lib/api-errors';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** The parts of a TanStack query a failure message needs. */
export interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
  /** True while the retry runs: the button shows a spinner and cannot be pressed twice. */
  isFetching: boolean;
}

interface QueryErrorProps {
  title: string;
  query: FailedQuery;
  /** Extra actions next to "Try again", e.g. a back link. */
  children?: ReactNode;
}

/** A failed load: what failed, the server's reason in the user's language, and a retry. */
export function QueryError({ title, query, children }: QueryErrorProps) {
  const { t } = useTranslation();
  const retrying = query.isFetching;
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{translateError(query.error)}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={retrying}
          >
            {retrying ? <Spinner className="text-current" /> : <RotateCw aria-hidden="true" />}
            {t('admin.catalog.tryAgain')}
          </Button>
          {children}
        </div>
      </AlertDescription>
    </Alert>
  );
}
