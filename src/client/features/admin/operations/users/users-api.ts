import type { AdminUser } from '@shared/admin';
import type { Role } from '@shared/constants';
import type { Paged } from '@shared/doctors';
import { fullName } from '@shared/names';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../../i18n';
import { apiFetch, isApiError, translateError } from '../../../../lib/api';

export const USERS_PAGE_SIZE = 20;
export const adminUsersKey = ['admin', 'users'] as const;

/**
 * A user row; `language` (the profile's, which decides the order of the name) is read when the
 * server sends it. Without it Vietnamese order is assumed, as for most of the chain's patients.
 */
export type AdminUserRow = AdminUser & { language?: string };

export function displayName(user: AdminUserRow): string {
  return fullName(user.first_name, user.last_name, user.language ?? 'vi') || user.email;
}

export interface UserListParams {
  q: string;
  page: number;
}

export function useAdminUsers({ q, page }: UserListParams) {
  return useQuery({
    queryKey: [...adminUsersKey, { q, page }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: String(page),
        page_size: String(USERS_PAGE_SIZE),
      });
      if (q) params.set('q', q);
      return apiFetch<Paged<AdminUserRow>>(`/api/admin/users?${params}`, { signal });
    },
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
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminUsersKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, ...body }: UserUpdate & { id: string }) =>
      apiFetch<AdminUser>(`/api/admin/users/${id}`, { method: 'PATCH', json: body }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/admin/users/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSetRole() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role | null }) =>
      apiFetch<{ user_id: string; role: Role | null }>(`/api/admin/users/${id}/role`, {
        method: 'PUT',
        json: { role },
      }),
    onSuccess: invalidate,
  });
}

const CONFLICT_REASONS = ['own_admin_role', 'self_delete', 'last_admin'] as const;

/**
 * The message for a failed user change: the server's 409 reasons (own admin role, deleting
 * oneself, last administrator) in plain words, otherwise the translated API error.
 */
export function userErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 409) {
    const details = error.details as { reason?: unknown } | undefined;
    const reason = CONFLICT_REASONS.find((r) => r === details?.reason);
    if (reason) return i18n.t(`ops.users.conflict.${reason}`);
  }
  return translateError(error);
}
