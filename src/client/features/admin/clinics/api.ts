import type { clinicSchema } from '@shared/admin';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, errorDetails, isApiError } from '../../../lib/api';
import { imageForm } from '../../../lib/image-file';
import { doctorQueryKeys } from '../../../lib/query-keys';
import { adminKeys } from '../common/query-keys';
import { ImageUploadError } from '../common/upload-image';

export type ClinicValues = z.output<typeof clinicSchema>;

/** Every clinic, active or not (a short list: filtered on the client). */
export function useAdminClinics() {
  return useQuery({
    queryKey: adminKeys.clinics.list(),
    queryFn: ({ signal }) => api('GET /api/admin/clinics', { signal }),
    select: (data) => data.items,
  });
}

export function useAdminClinic(id: string) {
  return useQuery({
    queryKey: adminKeys.clinics.detail(id),
    queryFn: ({ signal }) => api('GET /api/admin/clinics/:id', { params: { id }, signal }),
    // A missing clinic stays missing; other failures get the default single retry.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && failureCount < 1,
  });
}

/** Clinics show up in admin lists, doctor forms, the dashboard and the public directory. */
async function refreshClinics(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.clinics.all() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.doctors.all() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard.all() }),
    queryClient.invalidateQueries({ queryKey: ['clinics'] }),
    queryClient.invalidateQueries({ queryKey: doctorQueryKeys.all }),
  ]);
}

interface SaveClinicInput {
  id: string | null;
  values: ClinicValues;
  image: File | null;
}

/**
 * Creates or updates the clinic, then uploads the new picture if one was chosen. An upload failure
 * after a successful save is an ImageUploadError, so the form can say what was kept.
 */
export function useSaveClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values, image }: SaveClinicInput) => {
      const clinic = id
        ? await api('PUT /api/admin/clinics/:id', { params: { id }, body: values })
        : await api('POST /api/admin/clinics', { body: values });
      if (image) {
        try {
          const { image_url } = await api('PUT /api/admin/clinics/:id/image', {
            params: { id: clinic.id },
            formData: imageForm(image),
          });
          return { ...clinic, image_url };
        } catch (error) {
          throw new ImageUploadError(clinic.id, error);
        }
      }
      return clinic;
    },
    onSettled: () => refreshClinics(queryClient),
  });
}

export function useDeleteClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/admin/clinics/:id', { params: { id } }),
    onSuccess: () => refreshClinics(queryClient),
  });
}

/** The 409 answer to deleting a clinic that still has doctors. */
export function isClinicHasDoctors(error: unknown): boolean {
  return errorDetails(error, 'conflict')?.reason === 'clinic_has_doctors';
}
