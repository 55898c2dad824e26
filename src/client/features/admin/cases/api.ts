import type { CaseActionInput, CaseFilter } from '@shared/cases';
import type { ChangeNoteInput } from '@shared/change-notes';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type MutationReactions, useAdminMutation } from '../common/admin-mutation';
import { adminKeys } from '../common/query-keys';

/** Service-recovery cases of the viewer's clinics. */
export function useCaseList(filter: CaseFilter) {
  return useQuery({
    queryKey: adminKeys.cases.list(filter),
    queryFn: ({ signal }) => api('GET /api/admin/cases', { query: { filter }, signal }),
  });
}

/** The case figures by clinic and month. */
export function useCaseStats() {
  return useQuery({
    queryKey: adminKeys.cases.stats(),
    queryFn: ({ signal }) => api('GET /api/admin/cases/stats', { query: { months: 6 }, signal }),
  });
}

export function useCase(id: string) {
  return useQuery({
    queryKey: adminKeys.cases.detail(id),
    queryFn: ({ signal }) => api('GET /api/admin/cases/:id', { params: { id }, signal }),
  });
}

const refreshCases = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.cases.all() });

export function useCaseAction(id: string, reactions: MutationReactions) {
  return useAdminMutation(
    (body: CaseActionInput) => api('POST /api/admin/cases/:id/actions', { params: { id }, body }),
    refreshCases,
    reactions,
  );
}

export function useAssignCase(id: string, reactions: MutationReactions) {
  return useAdminMutation(
    (ownerId: string | null) =>
      api('PUT /api/admin/cases/:id/owner', { params: { id }, body: { owner_id: ownerId } }),
    refreshCases,
    reactions,
  );
}

export function useCaseText(id: string, kind: 'notes' | 'messages', reactions: MutationReactions) {
  return useAdminMutation(
    (body: string) =>
      kind === 'notes'
        ? api('POST /api/admin/cases/:id/notes', { params: { id }, body: { body } })
        : api('POST /api/admin/cases/:id/messages', { params: { id }, body: { body } }),
    refreshCases,
    reactions,
  );
}

/** Publishes a "You said, we did" change note linked to reviews. */
export function usePublishChange(reactions: MutationReactions) {
  return useAdminMutation(
    (body: ChangeNoteInput) => api('POST /api/admin/change-notes', { body }),
    refreshCases,
    reactions,
  );
}

/** Opens a case by hand for a review (from the moderation screens). */
export function useOpenCase(reactions: MutationReactions<{ id: string }>) {
  return useAdminMutation(
    (feedbackId: string) => api('POST /api/admin/cases', { body: { feedback_id: feedbackId } }),
    refreshCases,
    reactions,
  );
}
