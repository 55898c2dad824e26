import type { AuditPrefix } from '@shared/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '../../components/admin/query-keys';
import { api } from '../../lib/api';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  severity: string;
  actionPrefix: string;
  /** yyyy-mm-dd, or '' for no bound. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { severity: '', actionPrefix: '', from: '', to: '' };

/** The audit log, newest first, 50 entries per cursor page. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/audit-logs', {
        signal,
        query: {
          limit: AUDIT_PAGE_SIZE,
          severity: (filters.severity || undefined) as 'error' | 'warning' | 'info' | undefined,
          action_prefix: (filters.actionPrefix || undefined) as AuditPrefix | undefined,
          from: filters.from,
          to: filters.to,
          cursor: pageParam,
        },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
