import {
  adminSpecialtyListResponse,
  specialtyListResponse,
  specialtyResponse,
} from '../responses/portal';
import {
  type Specialty,
  type SpecialtyRef,
  specialtyCreateSchema,
  specialtyMergeSchema,
  specialtyUpdateSchema,
} from '../specialties';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const specialtyEndpoints = {
  list: defineEndpoint<{ items: (SpecialtyRef & { id: string })[] }>()({
    method: 'GET',
    path: '/api/specialties',
    access: 'public',
    tag: 'Directory',
    summary: 'Every specialty of the taxonomy with its names in both languages.',
    responseSchema: specialtyListResponse,
  }),
  adminList: defineEndpoint<{ items: Specialty[] }>()({
    method: 'GET',
    path: '/api/admin/specialties',
    access: 'manage_directory',
    tag: 'Admin',
    summary: 'The specialties taxonomy with synonyms and doctor counts.',
    responseSchema: adminSpecialtyListResponse,
  }),
  create: defineEndpoint<Specialty>()({
    method: 'POST',
    path: '/api/admin/specialties',
    access: 'manage_directory',
    tag: 'Admin',
    summary: 'Add a specialty (audited).',
    body: specialtyCreateSchema,
    status: 201,
    errors: ['conflict'],
    responseSchema: specialtyResponse,
  }),
  update: defineEndpoint<Specialty>()({
    method: 'PUT',
    path: '/api/admin/specialties/:id',
    access: 'manage_directory',
    tag: 'Admin',
    summary: 'Rename a specialty or change its synonyms (audited).',
    params: uuidParams,
    body: specialtyUpdateSchema,
    errors: ['not_found', 'conflict'],
    responseSchema: specialtyResponse,
  }),
  merge: defineEndpoint<Specialty>()({
    method: 'POST',
    path: '/api/admin/specialties/:id/merge',
    access: 'manage_directory',
    tag: 'Admin',
    summary: 'Move every doctor of a specialty to another one and delete it (audited).',
    params: uuidParams,
    body: specialtyMergeSchema,
    errors: ['not_found', 'validation_failed'],
    responseSchema: specialtyResponse,
  }),
};
