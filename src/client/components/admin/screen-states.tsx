import { CircleAlert, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';
import { Alert, AlertDescription } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** A centred spinner announced as loading, for a list or a lazily loaded screen. */
export function LoadingBlock({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex min-h-40 items-center justify-center', className)}>
      <Spinner className="text-3xl" label={label ?? t('common.loading')} />
    </div>
  );
}

/** A load failure in place of the content, with a retry when one is possible. */
export function ErrorBlock({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>
        <p>{message}</p>
        {onRetry ? (
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

export function EmptyBlock({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex min-h-40 flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-6 text-center text-muted-foreground',
        className,
      )}
    >
      <Inbox className="size-8" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
