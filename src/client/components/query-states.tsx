import type { ReactNode } from 'react';
import { LoadErrorAlert } from './load-error-alert';

/** What QueryStates reads from a TanStack query (plain or infinite). */
interface LoadableQuery<TData> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: TData | undefined;
  refetch: () => Promise<unknown>;
}

interface QueryStatesProps<TData> {
  query: LoadableQuery<TData>;
  /** Shown until the first answer arrives, e.g. skeletons with a "loading" label. */
  loading: ReactNode;
  /** Names what failed; the alert adds the server's reason and a retry. */
  errorTitle: string;
  children: (data: TData) => ReactNode;
}

/** The loading and failed states every read-only query screen shows, then its data. */
export function QueryStates<TData>({
  query,
  loading,
  errorTitle,
  children,
}: QueryStatesProps<TData>) {
  if (query.isError) {
    return (
      <LoadErrorAlert
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending || query.data === undefined) return loading;
  return children(query.data);
}
