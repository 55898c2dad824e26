import type { Language } from '@shared/constants';
import type { ReplyStatus } from '@shared/replies';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type MutationReactions, useAdminMutation } from '../common/admin-mutation';
import { adminKeys } from '../common/query-keys';

/*
 * The doctor and clinic roles in the admin area: public replies waiting for moderation, doctors'
 * proposed profile texts, and the account linked to a doctor.
 */

/** The reply queue of one status. */
export function useReplyQueue(status: ReplyStatus) {
  return useQuery({
    queryKey: adminKeys.replies.list(status),
    queryFn: ({ signal }) => api('GET /api/admin/replies', { query: { status }, signal }),
  });
}

const refreshReplies = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.replies.all() });

interface Decision<Outcome> {
  id: string;
  decision: Outcome | 'rejected';
  /** Sent with a rejection only. */
  reason: string;
}

/** The body of a decision: a rejection says why, an approval says nothing more. */
function decisionBody<Outcome extends string>({ decision, reason }: Decision<Outcome>) {
  return decision === 'rejected' ? { decision, reason } : { decision };
}

const decideReply = (d: Decision<'published'>) =>
  api('PATCH /api/admin/replies/:id', { params: { id: d.id }, body: decisionBody(d) });

/** Publishes or rejects (with a reason) a queued reply. */
export function useDecideReply(
  reactions: MutationReactions<Awaited<ReturnType<typeof decideReply>>>,
) {
  return useAdminMutation(decideReply, refreshReplies, reactions);
}

/** Staff reply for the clinic under a published review (it is moderated like any reply). */
export function useSendClinicReply(reactions: MutationReactions) {
  return useAdminMutation(
    ({ feedbackId, body }: { feedbackId: string; body: string }) =>
      api('POST /api/admin/feedback/:id/reply', { params: { id: feedbackId }, body: { body } }),
    refreshReplies,
    reactions,
  );
}

/** Doctors' proposed profile texts beside the texts in force. */
export function useProfileEdits() {
  return useQuery({
    queryKey: adminKeys.profileEdits.all(),
    queryFn: ({ signal }) => api('GET /api/admin/profile-edits', { signal }),
  });
}

const decideProfileEdit = (d: Decision<'approved'>) =>
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

/** The account linked to a doctor, and a pending invitation if any. */
export function useDoctorAccount(doctorId: string) {
  return useQuery({
    queryKey: adminKeys.doctors.account(doctorId),
    queryFn: ({ signal }) =>
      api('GET /api/admin/doctors/:id/account', { params: { id: doctorId }, signal }),
  });
}

const refreshAccount = (doctorId: string) => (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.doctors.account(doctorId) });

/** Links the account with this e-mail to the doctor. */
export function useLinkDoctorAccount(doctorId: string, reactions: MutationReactions) {
  return useAdminMutation(
    ({ email }: { email: string }) =>
      api('PUT /api/admin/doctors/:id/account', { params: { id: doctorId }, body: { email } }),
    refreshAccount(doctorId),
    reactions,
  );
}

export function useUnlinkDoctorAccount(doctorId: string, reactions: MutationReactions) {
  return useAdminMutation(
    () => api('DELETE /api/admin/doctors/:id/account', { params: { id: doctorId } }),
    refreshAccount(doctorId),
    reactions,
  );
}

/** Invites someone without an account yet to become this doctor's account. */
export function useInviteDoctor(doctorId: string, reactions: MutationReactions) {
  return useAdminMutation(
    ({ email, language }: { email: string; language: Language }) =>
      api('POST /api/admin/doctors/:id/invitations', {
        params: { id: doctorId },
        body: { email, language },
      }),
    refreshAccount(doctorId),
    reactions,
  );
}
