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
import { imageForm } from '../../../lib/image-file';
import { doctorQueryKeys } from '../../../lib/query-keys';
import { adminKeys } from '../common/query-keys';
import { ImageUploadError } from '../common/upload-image';
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
async function refreshDoctors(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.doctors.all() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.clinics.all() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard.all() }),
    queryClient.invalidateQueries({ queryKey: doctorQueryKeys.all }),
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
        ? await api('PUT /api/admin/doctors/:id', { params: { id }, body: values })
        : await api('POST /api/admin/doctors', { body: values });
      if (image) {
        try {
          const { image_url } = await api('PUT /api/admin/doctors/:id/image', {
            params: { id: doctor.id },
            formData: imageForm(image),
          });
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
      api('PATCH /api/admin/doctors/:id/status', { params: { id }, body: { status } }),
    onSettled: () => refreshDoctors(queryClient),
  });
}

export function useDeleteDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/admin/doctors/:id', { params: { id } }),
    onSuccess: () => refreshDoctors(queryClient),
  });
}
