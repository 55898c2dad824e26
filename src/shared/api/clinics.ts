import { type Clinic, clinicListQuery, clinicSchema, type PublicClinic } from '../admin';
import { defineEndpoint } from './contract';
import { imageUploadErrors, uuidParams } from './params';

export const clinicEndpoints = {
  publicList: defineEndpoint<{ items: PublicClinic[] }>()({
    method: 'GET',
    path: '/api/clinics',
    access: 'public',
    tag: 'Clinics',
    summary: 'The chain’s active clinics, by name.',
  }),
  publicGet: defineEndpoint<PublicClinic>()({
    method: 'GET',
    path: '/api/clinics/:id',
    access: 'public',
    tag: 'Clinics',
    summary: 'One active clinic.',
    params: uuidParams,
  }),
  list: defineEndpoint<{ items: Clinic[] }>()({
    method: 'GET',
    path: '/api/admin/clinics',
    access: 'manage_directory',
    tag: 'Clinics',
    summary: 'Every clinic, active or not, searched by name, address or city.',
    query: clinicListQuery,
  }),
  create: defineEndpoint<Clinic>()({
    method: 'POST',
    path: '/api/admin/clinics',
    access: 'manage_directory',
    tag: 'Clinics',
    summary: 'Add a clinic (audited).',
    body: clinicSchema,
    status: 201,
  }),
  get: defineEndpoint<Clinic>()({
    method: 'GET',
    path: '/api/admin/clinics/:id',
    access: 'manage_directory',
    tag: 'Clinics',
    summary: 'One clinic, active or not.',
    params: uuidParams,
  }),
  update: defineEndpoint<Clinic>()({
    method: 'PUT',
    path: '/api/admin/clinics/:id',
    access: 'manage_directory',
    tag: 'Clinics',
    summary: 'Change a clinic; its doctors follow a new name (audited).',
    params: uuidParams,
    body: clinicSchema,
  }),
  remove: defineEndpoint()({
    method: 'DELETE',
    path: '/api/admin/clinics/:id',
    access: 'manage_directory',
    tag: 'Clinics',
    summary: 'Delete a clinic that has no doctors, and its image (audited).',
    params: uuidParams,
    status: 204,
    errors: ['conflict'],
  }),
  image: defineEndpoint<{ image_url: string | null }>()({
    method: 'PUT',
    path: '/api/admin/clinics/:id/image',
    access: 'manage_directory',
    tag: 'Clinics',
    summary: 'Replace a clinic’s image: JPEG, PNG, GIF or WebP, at most 5 MB, form field "file".',
    params: uuidParams,
    errors: imageUploadErrors,
  }),
};
