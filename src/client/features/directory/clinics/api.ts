import type { clinicSchema } from '@shared/admin';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { refreshQueries, useAdminMutation } from '../../../components/admin/admin-mutation';
import { adminKeys } from '../../../components/admin/query-keys';
import { type SaveWithImageInput, saveWithImage } from '../../../components/admin/upload-image';
import { api } from '../../../lib/api';
import { errorDetails, isApiError } from '../../../lib/api-errors';
import { doctorQueryKeys } from '../../../lib/query-keys';

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
const refreshClinics = (queryClient: QueryClient) =>
  refreshQueries(queryClient, [
    adminKeys.clinics.all(),
    adminKeys.doctors.all(),
    adminKeys.dashboard.all(),
    ['clinics'],
    doctorQueryKeys.all,
  ]);

/** Creates or updates the clinic, then uploads the new picture if one was chosen. */
export function useSaveClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, image }: SaveWithImageInput<ClinicValues>) =>
      saveWithImage(
        id
          ? api('PUT /api/admin/clinics/:id', { params: { id }, body: values })
          : api('POST /api/admin/clinics', { body: values }),
        image,
        (clinicId, formData) =>
          api('PUT /api/admin/clinics/:id/image', { params: { id: clinicId }, formData }),
      ),
    onSettled: () => refreshClinics(queryClient),
  });
}

export function useDeleteClinic() {
  return useAdminMutation(
    (id: string) => api('DELETE /api/admin/clinics/:id', { params: { id } }),
    refreshClinics,
  );
}

/** The 409 answer to deleting a clinic that still has doctors. */
export function isClinicHasDoctors(error: unknown): boolean {
  return errorDetails(error, 'conflict')?.reason === 'clinic_has_doctors';
}
