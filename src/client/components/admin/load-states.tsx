import type { ReactNode } from 'react';
import { translateError } from '../../lib/api-errors';
import { EmptyBlock, ErrorBlock, LoadingBlock } from './screen-states';

/** The parts of a TanStack query that decide what a list shows. */
export interface LoadingQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface LoadStatesProps<Data> {
  query: LoadingQuery<Data>;
  /** The failure's sentence around the server's reason; the reason alone without it. */
  errorMessage?: (reason: string) => string;
  /** Nothing to show: the empty block with `emptyText` instead of the content. */
  isEmpty?: (data: Data) => boolean;
  emptyText?: ReactNode;
  children: (data: Data) => ReactNode;
}

/** A list's loading spinner, its failure with a retry, its empty note, or the list itself. */
export function LoadStates<Data>({
  query,
  errorMessage = (reason) => reason,
  isEmpty,
  emptyText,
  children,
}: LoadStatesProps<Data>) {
  if (query.isPending) return <LoadingBlock />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorBlock
        message={errorMessage(translateError(query.error))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data)) return <EmptyBlock>{emptyText}</EmptyBlock>;
  return children(query.data);
}
