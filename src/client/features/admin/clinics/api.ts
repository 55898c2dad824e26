import type { Clinic, clinicSchema } from '@shared/admin';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, isApiError } from '../../../lib/api';
import { adminKeys } from '../common/query-keys';
import { ImageUploadError, uploadImage } from '../common/upload-image';

export type ClinicValues = z.output<typeof clinicSchema>;

function clinicPath(id: string): string {
  return `/api/admin/clinics/${encodeURIComponent(id)}`;
}

/** Every clinic, active or not (a short list: filtered on the client). */
export function useAdminClinics() {
  return useQuery({
    queryKey: adminKeys.clinicList(),
    queryFn: ({ signal }) => apiFetch<{ items: Clinic[] }>('/api/admin/clinics', { signal }),
    select: (data) => data.items,
  });
}

export function useAdminClinic(id: string) {
  return useQuery({
    queryKey: adminKeys.clinic(id),
    queryFn: ({ signal }) => apiFetch<Clinic>(clinicPath(id), { signal }),
    // A missing clinic stays missing; other failures get the default single retry.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && failureCount < 1,
  });
}

/** Clinics show up in admin lists, doctor forms, the dashboard and the public directory. */
async function refreshClinics(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.clinics() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.doctors() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboards() }),
    queryClient.invalidateQueries({ queryKey: ['clinics'] }),
    queryClient.invalidateQueries({ queryKey: ['doctors'] }),
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
        ? await apiFetch<Clinic>(clinicPath(id), { method: 'PUT', json: values })
        : await apiFetch<Clinic>('/api/admin/clinics', { method: 'POST', json: values });
      if (image) {
        try {
          const { image_url } = await uploadImage(`${clinicPath(clinic.id)}/image`, image);
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
    mutationFn: (id: string) => apiFetch<void>(clinicPath(id), { method: 'DELETE' }),
    onSuccess: () => refreshClinics(queryClient),
  });
}

/** The 409 answer to deleting a clinic that still has doctors. */
export function isClinicHasDoctors(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 409) return false;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return reason === 'clinic_has_doctors';
}
