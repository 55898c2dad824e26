import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { translateError } from '../../../lib/api';

interface QueryErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** True while the retry runs: the button shows a spinner and cannot be pressed twice. */
  retrying?: boolean;
  /** Extra actions next to "Try again", e.g. a back link. */
  children?: ReactNode;
}

/** A failed load: what failed, the server's reason in the user's language, and a retry. */
export function QueryError({ title, error, onRetry, retrying = false, children }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{translateError(error)}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            {retrying ? <Spinner className="text-current" /> : <RotateCw aria-hidden="true" />}
            {t('admin.catalog.tryAgain')}
          </Button>
          {children}
        </div>
      </AlertDescription>
    </Alert>
  );
}
