import type { doctorSchema } from '@shared/admin';
import type { DoctorStatus } from '@shared/constants';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError } from '../../../lib/api';
import { doctorQueryKeys } from '../../../lib/query-keys';
import { refreshQueries, useAdminMutation } from '../common/admin-mutation';
import { adminKeys } from '../common/query-keys';
import { type SaveWithImageInput, saveWithImage } from '../common/upload-image';
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
