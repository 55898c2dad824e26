import type { AdminDoctor, doctorSchema } from '@shared/admin';
import type { DoctorStatus } from '@shared/constants';
import type { Paged } from '@shared/doctors';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, isApiError } from '../../../lib/api';
import { adminKeys } from '../common/query-keys';
import { ImageUploadError, uploadImage } from '../common/upload-image';
import { type DoctorListFilters, doctorListUrl } from './list-filters';

export type DoctorValues = z.output<typeof doctorSchema>;

function doctorPath(id: string): string {
  return `/api/admin/doctors/${encodeURIComponent(id)}`;
}

/** Spec: the admin doctors query retries 2 times. */
const ADMIN_DOCTORS_RETRY = 2;

export function useAdminDoctors(filters: DoctorListFilters) {
  return useQuery({
    queryKey: adminKeys.doctorList(filters),
    queryFn: ({ signal }) => apiFetch<Paged<AdminDoctor>>(doctorListUrl(filters), { signal }),
    retry: ADMIN_DOCTORS_RETRY,
    placeholderData: keepPreviousData,
  });
}

export function useAdminDoctor(id: string | null) {
  return useQuery({
    queryKey: adminKeys.doctor(id ?? ''),
    queryFn: ({ signal }) => apiFetch<AdminDoctor>(doctorPath(id ?? ''), { signal }),
    enabled: id !== null,
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && failureCount < ADMIN_DOCTORS_RETRY,
  });
}

/** A doctor change shows in admin lists, the dashboard and the public directory. */
async function refreshDoctors(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.doctors() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.clinics() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboards() }),
    queryClient.invalidateQueries({ queryKey: ['doctors'] }),
  ]);
}

interface SaveDoctorInput {
  id: string | null;
  values: DoctorValues;
  image: File | null;
}

/**
 * Creates or updates the doctor, then uploads the new picture if one was chosen (the picture
 * needs the doctor's id). An upload failure after the save is an ImageUploadError.
 */
export function useSaveDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values, image }: SaveDoctorInput) => {
      const doctor = id
        ? await apiFetch<AdminDoctor>(doctorPath(id), { method: 'PUT', json: values })
        : await apiFetch<AdminDoctor>('/api/admin/doctors', { method: 'POST', json: values });
      if (image) {
        try {
          const { image_url } = await uploadImage(`${doctorPath(doctor.id)}/image`, image);
          return { ...doctor, image_url };
        } catch (error) {
          throw new ImageUploadError(doctor.id, error);
        }
      }
      return doctor;
    },
    onSettled: () => refreshDoctors(queryClient),
  });
}

export function useSetDoctorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: DoctorStatus }) =>
      apiFetch<AdminDoctor>(`${doctorPath(id)}/status`, { method: 'PATCH', json: { status } }),
    onSettled: () => refreshDoctors(queryClient),
  });
}

export function useDeleteDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(doctorPath(id), { method: 'DELETE' }),
    onSuccess: () => refreshDoctors(queryClient),
  });
}
