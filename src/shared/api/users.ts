import {
  type AdminUser,
  adminUserQuery,
  adminUserUpdateSchema,
  type RoleChange,
  roleChangeSchema,
} from '../admin';
import type { Paged } from '../doctors';
import { adminDeleteUserQuery } from '../privacy';
import { adminUserPageResponse, adminUserResponse, roleChangeResponse } from '../responses/admin';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const userEndpoints = {
  list: defineEndpoint<Paged<AdminUser>>()({
    method: 'GET',
    path: '/api/admin/users',
    access: 'manage_users',
    tag: 'Users',
    summary: 'Accounts, newest first, searched by e-mail or name.',
    query: adminUserQuery,
    responseSchema: adminUserPageResponse,
  }),
  get: defineEndpoint<AdminUser>()({
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'manage_users',
    tag: 'Users',
    summary: 'One account.',
    params: uuidParams,
    responseSchema: adminUserResponse,
  }),
  update: defineEndpoint<AdminUser>()({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    access: 'manage_users',
    tag: 'Users',
    summary: 'Change an account’s name and role (audited; the role rules apply).',
    params: uuidParams,
    body: adminUserUpdateSchema,
    errors: ['conflict'],
    responseSchema: adminUserResponse,
  }),
  remove: defineEndpoint()({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'manage_users',
    tag: 'Users',
    summary:
      'Delete an account: its published reviews are kept anonymously (default) or removed (?reviews=remove); audited.',
    params: uuidParams,
    query: adminDeleteUserQuery,
    status: 204,
    errors: ['conflict'],
  }),
  setRole: defineEndpoint<RoleChange>()({
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    access: 'manage_users',
    tag: 'Users',
    summary:
      'Give or remove a role. One’s own admin role and the last admin stay; a removed admin’s sessions end and keys are revoked.',
    params: uuidParams,
    body: roleChangeSchema,
    errors: ['conflict'],
    responseSchema: roleChangeResponse,
  }),
};
