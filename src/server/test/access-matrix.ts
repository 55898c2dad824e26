/**
 * The expected access of every API route. The authorization-matrix test fails when a route is
 * registered without a row here, or when its declared access differs. Add new routes here.
 */
import type { Access } from '../http/router';

export const ACCESS_MATRIX: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  'GET /api/me': 'user',
  'GET /api/me/has-role': 'user',
  'PATCH /api/me/profile': 'user',
  'PUT /api/me/avatar': 'user',
  'GET /api/me/preferences': 'user',
  'PUT /api/me/preferences': 'user',
  'PUT /api/admin/users/:id/role': 'admin',
  'GET /api/doctors/featured': 'public',
  'GET /api/doctors/facets': 'public',
  'GET /api/doctors': 'public',
  'GET /api/doctors/:id': 'public',
  'GET /api/doctors/:id/stats': 'public',
  'GET /api/doctors/:id/reviews': 'public',
  'POST /api/visits/verify': 'user',
  'GET /api/admin/visits': 'admin',
  'POST /api/admin/visits': 'admin',
  'POST /api/admin/visits/import': 'admin',
  'POST /api/integrations/visits': 'api_key',
  'GET /api/admin/api-keys': 'admin',
  'POST /api/admin/api-keys': 'admin',
  'DELETE /api/admin/api-keys/:id': 'admin',
  'POST /api/feedback': 'user',
  'GET /api/me/feedback': 'user',
  'DELETE /api/me/feedback/:id': 'user',
  'POST /api/feedback/:id/report': 'user',
  'GET /api/admin/feedback': 'admin',
  'PATCH /api/admin/feedback/:id': 'admin',
  'POST /api/admin/feedback/bulk': 'admin',
};
