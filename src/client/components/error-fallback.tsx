import { House, RefreshCw, RotateCw, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/chunk-load-error';
import { IconCircle } from './icon-circle';
import { Button } from './ui/button';

interface FallbackProps {
  error: Error | null;
  componentStack?: string | null;
}

function TechnicalDetails({ error, componentStack }: FallbackProps) {
  const { t } = useTranslation();
  const details = componentStack?.trim() || error?.stack || '';
  return (
    <details className="w-full rounded-md border bg-muted/60 text-left text-sm">
      <summary className="cursor-pointer select-none rounded-md px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-ring">
        {t('errorBoundary.technicalDetails')}
      </summary>
      <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words border-t px-3 py-2 font-mono text-muted-foreground text-xs">
        {details || t('errorBoundary.noStack')}
      </pre>
    </details>
  );
}

function useErrorMessage(error: Error | null): string {
  const { t } = useTranslation();
  return error?.message || t('errorBoundary.unexpected');
}

function ReloadButton() {
  const { t } = useTranslation();
  return (
    <Button onClick={() => window.location.reload()}>
      <RefreshCw aria-hidden="true" />
      {t('errorBoundary.reloadPage')}
    </Button>
  );
}

interface InlineErrorProps {
  /** h1 when the error stands in for the screen's own heading, h2 inside a screen. */
  headingLevel: 'h1' | 'h2';
  title: string;
  message: string;
  children: ReactNode;
}

/** An error shown inside the layout: icon, the announced title and message, then the way out. */
function InlineError({ headingLevel: Heading, title, message, children }: InlineErrorProps) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <IconCircle icon={TriangleExclamationPoint} tone="destructive" />
      <div role="alert" className="flex flex-col gap-2">
        <Heading className="font-semibold text-xl">{title}</Heading>
        <p className="break-words text-muted-foreground">{message}</p>
      </div>
      {children}
    </div>
  );
}

/**
 * A screen's code could not be downloaded (offline, or the app was updated since this tab
 * opened): the browser's own wording means nothing to a patient, and only a reload can help.
 * Its heading is an h1 even inside the layout: it stands in for the screen's own heading.
 */
function ChunkLoadFallback() {
  const { t } = useTranslation();
  return (
    <InlineError
      headingLevel="h1"
      title={t('errorBoundary.chunkTitle')}
      message={t('errorBoundary.chunkMessage')}
    >
      <ReloadButton />
    </InlineError>
  );
}

/**
 * Full-screen fallback for errors that take down the whole app. It may render outside the
 * router, so it links home with a plain anchor (which also reloads the app from scratch).
 */
export function PageErrorFallback({ error, componentStack }: FallbackProps) {
  const { t } = useTranslation();
  const message = useErrorMessage(error);
  if (isChunkLoadError(error)) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-surface">
        <ChunkLoadFallback />
      </main>
    );
  }
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface px-4 py-12">
      <div className="flex w-full max-w-xl flex-col items-center gap-5 rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8">
        <IconCircle icon={TriangleExclamationPoint} tone="destructive" size="lg" />
        <div role="alert" className="flex flex-col gap-3">
          <h1 className="font-bold text-2xl">{t('errorBoundary.title')}</h1>
          <p className="break-words text-muted-foreground">{message}</p>
        </div>
        <TechnicalDetails error={error} componentStack={componentStack} />
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ReloadButton />
          <Button variant="outline" asChild>
            <a href="/">
              <House aria-hidden="true" />
              {t('errorBoundary.goHome')}
            </a>
          </Button>
        </div>
      </div>
    </main>
  );
}

/** In-layout fallback: header and navigation stay usable, and the section can be retried. */
export function SectionErrorFallback({
  error,
  componentStack,
  onReset,
}: FallbackProps & { onReset: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage(error);
  if (isChunkLoadError(error)) return <ChunkLoadFallback />;
  return (
    <InlineError headingLevel="h2" title={t('errorBoundary.title')} message={message}>
      <TechnicalDetails error={error} componentStack={componentStack} />
      <Button onClick={onReset}>
        <RotateCw aria-hidden="true" />
        {t('errorBoundary.tryAgain')}
      </Button>
    </InlineError>
  );
}
