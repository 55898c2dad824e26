import type { ReplyTemplateInput } from '@shared/reply-templates';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { refreshQueries, useAdminMutation } from '../../components/admin/admin-mutation';
import { adminKeys } from '../../components/admin/query-keys';
import { replyTemplatesKey } from '../../components/replies/api';
import { api } from '../../lib/api';

export function useReplyTemplates() {
  return useQuery({
    queryKey: adminKeys.replyTemplates.all(),
    queryFn: ({ signal }) => api('GET /api/admin/reply-templates', { signal }),
    select: (data) => data.items,
  });
}

/** The admin list, and the filled lists the reply boxes of this session hold. */
const refreshTemplates = (queryClient: QueryClient) =>
  refreshQueries(queryClient, [adminKeys.replyTemplates.all(), replyTemplatesKey]);

/** Adds a template (id null) or saves all four texts of one. */
export function useSaveReplyTemplate() {
  return useAdminMutation(
    ({ id, values }: { id: string | null; values: ReplyTemplateInput }) =>
      id
        ? api('PATCH /api/admin/reply-templates/:id', { params: { id }, body: values })
        : api('POST /api/admin/reply-templates', { body: values }),
    refreshTemplates,
  );
}

export function useDeleteReplyTemplate() {
  return useAdminMutation(
    (id: string) => api('DELETE /api/admin/reply-templates/:id', { params: { id } }),
    refreshTemplates,
  );
}
