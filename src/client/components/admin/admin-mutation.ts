import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * What a screen does when a change it asked for succeeds or fails (a toast, clearing a field).
 * `onSuccess` runs before the caches the change touched are refreshed: a refreshed list may
 * unmount the component that asked (a decided card leaves its queue), and callbacks given to
 * `mutate()` would then never run.
 */
export interface MutationReactions<Data = unknown> {
  onSuccess?: (data: Data) => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
}

/** Marks these caches stale (refetching those on screen); resolves when they are fresh. */
export function refreshQueries(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A change made from an admin screen: sends it, runs the screen's reactions, then refreshes
 * what it touched (awaited, so the mutation stays pending until the lists are fresh). Screens
 * may also pass their reactions to `mutate()`, while they stay mounted.
 */
export function useAdminMutation<Data, Variables = void>(
  mutationFn: (variables: Variables) => Promise<Data>,
  /** Refreshes the caches the change touched; the answer tells, for a change that may do nothing. */
  refresh: (queryClient: QueryClient, data: Data) => Promise<unknown>,
  reactions: MutationReactions<Data> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data) => {
      reactions.onSuccess?.(data);
      await refresh(queryClient, data);
    },
    onError: reactions.onError,
    onSettled: reactions.onSettled,
  });
}
