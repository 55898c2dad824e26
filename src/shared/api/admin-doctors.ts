import { type AdminDoctor, adminDoctorQuery, doctorSchema, doctorStatusSchema } from '../admin';
import type { Paged } from '../doctors';
import { adminDoctorPageResponse, adminDoctorResponse, imageResponse } from '../responses/admin';
import { defineEndpoint } from './contract';
import { imageUploadErrors, uuidParams } from './params';

export const adminDoctorEndpoints = {
  list: defineEndpoint<Paged<AdminDoctor>>()({
    method: 'GET',
    path: '/api/admin/doctors',
    access: 'manage_directory',
    tag: 'Doctors (admin)',
    summary: 'Doctors of every status, pending first, searched by name, specialty or clinic.',
    query: adminDoctorQuery,
    responseSchema: adminDoctorPageResponse,
  }),
  create: defineEndpoint<AdminDoctor>()({
    method: 'POST',
    path: '/api/admin/doctors',
    access: 'manage_directory',
    tag: 'Doctors (admin)',
    summary: 'Add a doctor, pending unless a status is given (audited).',
    body: doctorSchema,
    status: 201,
    responseSchema: adminDoctorResponse,
  }),
  get: defineEndpoint<AdminDoctor>()({
    method: 'GET',
    path: '/api/admin/doctors/:id',
    access: 'manage_directory',
    tag: 'Doctors (admin)',
    summary: 'One doctor, whatever its status.',
    params: uuidParams,
    responseSchema: adminDoctorResponse,
  }),
  update: defineEndpoint<AdminDoctor>()({
    method: 'PUT',
    path: '/api/admin/doctors/:id',
    access: 'manage_directory',
    tag: 'Doctors (admin)',
    summary: 'Change a doctor (audited).',
    params: uuidParams,
    body: doctorSchema,
    responseSchema: adminDoctorResponse,
  }),
  setStatus: defineEndpoint<AdminDoctor>()({
    method: 'PATCH',
    path: '/api/admin/doctors/:id/status',
    access: 'manage_directory',
    tag: 'Doctors (admin)',
    summary: 'Verify or reject a doctor (audited).',
    params: uuidParams,
    body: doctorStatusSchema,
    responseSchema: adminDoctorResponse,
  }),
  remove: defineEndpoint()({
    method: 'DELETE',
    path: '/api/admin/doctors/:id',
    access: 'manage_directory',
    tag: 'Doctors (admin)',
    summary: 'Delete a doctor with its feedback and photo (audited).',
    params: uuidParams,
    status: 204,
  }),
  image: defineEndpoint<{ image_url: string | null }>()({
    method: 'PUT',
    path: '/api/admin/doctors/:id/image',
    access: 'manage_directory',
    tag: 'Doctors (admin)',
    summary: 'Replace a doctor’s photo: JPEG, PNG, GIF or WebP, at most 5 MB, form field "file".',
    params: uuidParams,
    errors: imageUploadErrors,
    responseSchema: imageResponse,
  }),
};
