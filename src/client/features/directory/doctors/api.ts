import type { doctorSchema } from '@shared/admin';
import type { DoctorStatus, Language } from '@shared/constants';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type MutationReactions,
  refreshQueries,
  useAdminMutation,
} from '../../../components/admin/admin-mutation';
import { adminKeys } from '../../../components/admin/query-keys';
import { type SaveWithImageInput, saveWithImage } from '../../../components/admin/upload-image';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-errors';
import { doctorQueryKeys } from '../../../lib/query-keys';
import { type DoctorListFilters, doctorListQuery } from './list-filters';

export type DoctorValues = z.output<typeof doctorSchema>;

/** The admin doctors query retries twice before showing an error. */
const ADMIN_DOCTORS_RETRY = 2;

export function useAdminDoctors(filters: DoctorListFilters) {
  return useQuery({
    queryKey: adminKeys.doctors.list(filters),
    queryFn: ({ signal }) =>
      api('GET /api/admin/doctors', { query: doctorListQuery(filters), signal }),
    retry: ADMIN_DOCTORS_RETRY,
    placeholderData: keepPreviousData,
  });
}

export function useAdminDoctor(id: string | null) {
  return useQuery({
    queryKey: adminKeys.doctors.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api('GET /api/admin/doctors/:id', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && failureCount < ADMIN_DOCTORS_RETRY,
  });
}

/** A doctor change shows in admin lists, the dashboard and the public directory. */
const refreshDoctors = (queryClient: QueryClient) =>
  refreshQueries(queryClient, [
    adminKeys.doctors.all(),
    adminKeys.clinics.all(),
    adminKeys.dashboard.all(),
    doctorQueryKeys.all,
  ]);

/** Creates or updates the doctor, then uploads the new picture if one was chosen. */
export function useSaveDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, image }: SaveWithImageInput<DoctorValues>) =>
      saveWithImage(
        id
          ? api('PUT /api/admin/doctors/:id', { params: { id }, body: values })
          : api('POST /api/admin/doctors', { body: values }),
        image,
        (doctorId, formData) =>
          api('PUT /api/admin/doctors/:id/image', { params: { id: doctorId }, formData }),
      ),
    onSettled: () => refreshDoctors(queryClient),
  });
}

export function useSetDoctorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: DoctorStatus }) =>
      api('PATCH /api/admin/doctors/:id/status', { params: { id }, body: { status } }),
    onSettled: () => refreshDoctors(queryClient),
  });
}

export function useDeleteDoctor() {
  return useAdminMutation(
    (id: string) => api('DELETE /api/admin/doctors/:id', { params: { id } }),
    refreshDoctors,
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
