import type { Analysis } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';
import { analysisQueryKey } from './get-analysis';

/**
 * Uploads a PDF (POST /api/analyses, multipart field "file") and answers the queued analysis.
 * The shared client sends it with fetch and FormData, same origin, the session cookie included,
 * and renews the session once on a 401 (replaying the same form).
 */
export async function createAnalysis({
  file,
  signal,
}: {
  file: File;
  signal?: AbortSignal;
}): Promise<Analysis> {
  return bodyOf(
    await apiClient.analyses.create({
      body: { file },
      ...(signal ? { fetchOptions: { signal } } : {}),
    }),
    202,
  );
}

export function useCreateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnalysis,
    // Following the analysis starts from what the upload answered.
    onSuccess: (analysis) => queryClient.setQueryData(analysisQueryKey(analysis.id), analysis),
  });
}
