import type { Analysis } from '@billfold/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';

/** How often a running analysis is asked about. */
export const ANALYSIS_POLL_MS = 1_000;

export const analysisQueryKey = (id: string) => ['analyses', id] as const;

export function isAnalysisRunning(analysis: Pick<Analysis, 'status'> | undefined): boolean {
  return analysis?.status === 'queued' || analysis?.status === 'processing';
}

/** GET /api/analyses/{id}: the state of an analysis, its page images so far and its result. */
export async function getAnalysis(id: string): Promise<Analysis> {
  return bodyOf(await apiClient.analyses.get({ params: { id } }), 200);
}

/** Followed every second while it runs; an ended analysis never changes again. */
export function analysisQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: analysisQueryKey(id ?? ''),
    queryFn: id ? () => getAnalysis(id) : skipToken,
    refetchInterval: (query) =>
      query.state.status !== 'error' && isAnalysisRunning(query.state.data)
        ? ANALYSIS_POLL_MS
        : false,
    staleTime: (query) => (isAnalysisRunning(query.state.data) ? 0 : Infinity),
    // A blip in the connection while following does not end the analysis for the user.
    retry: 3,
    retryDelay: (attempt) => Math.min(1_000 * 2 ** attempt, 4_000),
  });
}

export function useAnalysis(id: string | null) {
  return useQuery(analysisQueryOptions(id));
}
