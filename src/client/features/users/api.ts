import type { AdminUser } from '@shared/admin';
import type { Role } from '@shared/constants';
import { fullName } from '@shared/names';
import type { CloseAccountReviews } from '@shared/privacy';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { refreshQueries, useAdminMutation } from '../../components/admin/admin-mutation';
import { adminKeys } from '../../components/admin/query-keys';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { errorDetails, translateError } from '../../lib/api-errors';

export const USERS_PAGE_SIZE = 20;

/** The name in the order of the user's own language, or the e-mail when there is no name. */
export function displayName(user: AdminUser): string {
  return fullName(user.first_name, user.last_name, user.language) || user.email;
}

export interface UserListParams {
  q: string;
  page: number;
}

export function useAdminUsers({ q, page }: UserListParams) {
  return useQuery({
    queryKey: adminKeys.users.list({ q, page }),
    queryFn: ({ signal }) =>
      api('GET /api/admin/users', {
        query: { page, page_size: USERS_PAGE_SIZE, q: q || undefined },
        signal,
      }),
    // The table keeps showing the previous page while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export interface UserUpdate {
  first_name: string;
  last_name: string;
  role: Role | null;
}

/** Any change to a user also changes the audit log, so both are refreshed. */
const refreshUsers = (queryClient: QueryClient) =>
  refreshQueries(queryClient, [adminKeys.users.all(), adminKeys.audit.all()]);

export function useUpdateUser() {
  return useAdminMutation(
    ({ id, ...body }: UserUpdate & { id: string }) =>
      api('PATCH /api/admin/users/:id', { params: { id }, body }),
    refreshUsers,
  );
}

export function useDeleteUser() {
  return useAdminMutation(
    ({ id, reviews }: { id: string; reviews: CloseAccountReviews }) =>
      api('DELETE /api/admin/users/:id', { params: { id }, query: { reviews } }),
    refreshUsers,
  );
}

export function useSetRole() {
  return useAdminMutation(
    ({ id, role }: { id: string; role: Role | null }) =>
      api('PUT /api/admin/users/:id/role', { params: { id }, body: { role } }),
    refreshUsers,
  );
}

const CONFLICT_REASONS = ['own_admin_role', 'self_delete', 'last_admin', 'phone_account'] as const;

/**
 * The message for a failed user change: the server's 409 reasons (own admin role, deleting
 * oneself, last administrator) in plain words, otherwise the translated API error.
 */
export function userErrorMessage(error: unknown): string {
  const conflictReason = errorDetails(error, 'conflict')?.reason;
  const reason = CONFLICT_REASONS.find((r) => r === conflictReason);
  if (reason) return i18n.t(`admin.users.conflict.${reason}`);
  return translateError(error);
}

/** The clinics a staff member works for, as saved. */
export function useStaffClinics(userId: string | null) {
  return useQuery({
    queryKey: adminKeys.staffClinics(userId ?? ''),
    queryFn: ({ signal }) =>
      api('GET /api/admin/users/:id/clinics', { params: { id: userId ?? '' }, signal }),
    enabled: userId !== null,
    select: (data) => data.clinics.map((c) => c.id),
  });
}

export const saveStaffClinics = (userId: string, clinicIds: string[]) =>
  api('PUT /api/admin/users/:id/clinics', {
    params: { id: userId },
    body: { clinic_ids: clinicIds },
  });
