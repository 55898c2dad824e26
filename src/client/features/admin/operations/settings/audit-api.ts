import type { AuditEntry } from '@shared/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';

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
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
      if (filters.severity) params.set('severity', filters.severity);
      if (filters.actionPrefix) params.set('action_prefix', filters.actionPrefix);
      if (filters.from) params.set('from', filters.from);
      if (filters.to) params.set('to', filters.to);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<{ items: AuditEntry[]; next_cursor: string | null }>(
        `/api/admin/audit-logs?${params}`,
        { signal },
      );
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
