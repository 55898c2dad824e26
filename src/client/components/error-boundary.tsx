import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageErrorFallback, SectionErrorFallback } from './error-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** 'page' replaces the whole screen; 'section' keeps the surrounding layout usable. */
  variant?: 'page' | 'section';
  /** When this value changes while an error is shown, the boundary resets (e.g. the pathname). */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
  componentStack: string | null;
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(typeof value === 'string' ? value : '');
}

/**
 * Catches render errors below it. React itself reports caught errors to the console
 * (onCaughtError), so this only keeps what the fallback needs to show.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, componentStack: null };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: toError(error) };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? null });
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && !Object.is(previous.resetKey, this.props.resetKey)) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null, componentStack: null });
  };

  override render(): ReactNode {
    const { error, componentStack } = this.state;
    if (!error) return this.props.children;
    return this.props.variant === 'section' ? (
      <SectionErrorFallback error={error} componentStack={componentStack} onReset={this.reset} />
    ) : (
      <PageErrorFallback error={error} componentStack={componentStack} />
    );
  }
}
