import type { CaseActionInput, CaseFilter } from '@shared/cases';
import type { ChangeNoteInput } from '@shared/change-notes';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type MutationReactions, useAdminMutation } from '../../components/admin/admin-mutation';
import { adminKeys } from '../../components/admin/query-keys';
import { api } from '../../lib/api';

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

/* The patient's side (profile): what the clinic changed after their reviews, and case messages. */

/** What the clinic says it changed after the viewer's reviews. */
export const fetchMyChanges = (signal?: AbortSignal) => api('GET /api/me/change-notes', { signal });

/** The viewer says whether a change fixed what they wrote about. */
export const answerChange = (id: string, fixed: boolean) =>
  api('PUT /api/me/change-notes/:id/answer', { params: { id }, body: { fixed } });

/** The clinic's messages about the viewer's reviews, one thread per case. */
export const fetchMyCaseThreads = (signal?: AbortSignal) => api('GET /api/me/cases', { signal });

/** The viewer answers in a case thread. */
export const sendCaseMessage = (id: string, body: string) =>
  api('POST /api/me/cases/:id/messages', { params: { id }, body: { body } });
