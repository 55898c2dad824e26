import { RotateCw, TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../lib/api-errors';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';
import { Button } from './ui/button';

interface LoadErrorAlertProps {
  /** What could not be loaded, already translated. */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** True while a refetch runs, so "Retry" cannot be pressed twice. */
  retrying?: boolean;
}

/** A query that failed: what failed, the server's reason in the user's language, and a retry. */
export function LoadErrorAlert({ title, error, onRetry, retrying = false }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <TriangleExclamationPoint aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{translateError(error)}</p>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
