/**
 * The expected access of every API route: the contract's endpoints with the access each declares
 * (the auth library's routes included: none is registered outside the contract). The
 * authorization-matrix test fails when a route is registered without a row here, or when its
 * declared access differs.
 */
import { allEndpoints } from '../../shared/api';
import type { Access } from '../http/router';

export const ACCESS_MATRIX: Record<string, Access> = Object.fromEntries(
  allEndpoints.map((e) => [`${e.method} ${e.path}`, e.access]),
);
