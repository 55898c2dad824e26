import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

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

/**
 * A change made from an admin screen: sends it, runs the screen's reactions, then refreshes
 * what it touched (awaited, so the mutation stays pending until the lists are fresh).
 */
export function useAdminMutation<Data, Variables = void>(
  mutationFn: (variables: Variables) => Promise<Data>,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
  reactions: MutationReactions<Data>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data) => {
      reactions.onSuccess?.(data);
      await refresh(queryClient);
    },
    onError: reactions.onError,
    onSettled: reactions.onSettled,
  });
}
