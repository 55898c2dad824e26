import type { Endpoints } from '@shared/api';
import type { ChainTopicInput } from '@shared/chain-topics';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { refreshQueries, useAdminMutation } from '../../../components/admin/admin-mutation';
import { api } from '../../../lib/api';
import { type InsightsFilters, scopeQuery } from './filters';

/** Under ['admin', …], so they are dropped with the rest of the admin cache. */
const insightKeys = {
  report: (filters: InsightsFilters) => ['admin', 'insights', 'report', filters] as const,
  comments: (query: object) => ['admin', 'insights', 'topic-comments', query] as const,
};

export function useInsightsReport(filters: InsightsFilters, { enabled = true } = {}) {
  return useQuery({
    queryKey: insightKeys.report(filters),
    queryFn: ({ signal }) => api('GET /api/admin/insights', { query: scopeQuery(filters), signal }),
    // Changing a filter keeps the previous figures on screen (dimmed) instead of a spinner.
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type TopicBand = 'low' | 'high';

/** The comments behind a topic's figures, for the same filters; nothing is asked while closed. */
export function useTopicComments(
  /** A built-in topic id or a chain topic's `chain:<id>`. */
  topic: string | null,
  filters: InsightsFilters,
  band: TopicBand | null,
) {
  const query = { topic: topic ?? '', ...scopeQuery(filters), band: band ?? undefined };
  return useQuery({
    queryKey: insightKeys.comments(query),
    queryFn: ({ signal }) => api('GET /api/admin/insights/topic-comments', { query, signal }),
    select: (data) => data.items,
    enabled: topic !== null,
  });
}

// Typed against the contract (which the client imports for types only).
const MOH_SURVEY: keyof Endpoints = 'GET /api/admin/insights/moh-survey.xlsx';

/** The address of a clinic's month of the ministry survey (a workbook the browser downloads). */
export function mohSurveyHref(clinicId: string, month: string): string {
  const search = new URLSearchParams({ clinic_id: clinicId, month });
  return `${MOH_SURVEY.slice('GET '.length)}?${search}`;
}

const chainTopicKeys = { all: () => ['admin', 'insights', 'chain-topics'] as const };

/** The topics the chain added (their words); the figures name them too. */
export function useChainTopics() {
  return useQuery({
    queryKey: chainTopicKeys.all(),
    queryFn: ({ signal }) => api('GET /api/admin/chain-topics', { signal }),
    select: (data) => data.items,
  });
}

/** The figures count chain topics as comments are re-read: refresh them with the list. */
const refreshChainTopics = (queryClient: QueryClient) =>
  refreshQueries(queryClient, [chainTopicKeys.all(), ['admin', 'insights']]);

export function useSaveChainTopic() {
  return useAdminMutation(
    ({ id, values }: { id: string | null; values: ChainTopicInput }) =>
      id
        ? api('PUT /api/admin/chain-topics/:id', { params: { id }, body: values })
        : api('POST /api/admin/chain-topics', { body: values }),
    refreshChainTopics,
  );
}

export function useRemoveChainTopic() {
  return useAdminMutation(
    (id: string) => api('DELETE /api/admin/chain-topics/:id', { params: { id } }),
    refreshChainTopics,
  );
}
