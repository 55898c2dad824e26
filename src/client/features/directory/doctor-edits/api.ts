import { useQuery } from '@tanstack/react-query';
import { type MutationReactions, useAdminMutation } from '../../../components/admin/admin-mutation';
import { adminKeys } from '../../../components/admin/query-keys';
import { decisionBody, type QueueDecision } from '../../../components/admin/queue-decision';
import { api } from '../../../lib/api';

/** Doctors' proposed profile texts beside the texts in force. */
export function useProfileEdits() {
  return useQuery({
    queryKey: adminKeys.profileEdits.all(),
    queryFn: ({ signal }) => api('GET /api/admin/profile-edits', { signal }),
  });
}

const decideProfileEdit = (d: QueueDecision<'approved'>) =>
  api('PATCH /api/admin/profile-edits/:id', { params: { id: d.id }, body: decisionBody(d) });

/** Approves or rejects (with a reason) a proposed profile edit. */
export function useDecideProfileEdit(
  reactions: MutationReactions<Awaited<ReturnType<typeof decideProfileEdit>>>,
) {
  return useAdminMutation(
    decideProfileEdit,
    (queryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.profileEdits.all() }),
    reactions,
  );
}
