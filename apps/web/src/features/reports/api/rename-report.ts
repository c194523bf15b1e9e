import type { Report } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';
import { reportsQueryKey } from './get-reports';

export async function renameReport({ id, name }: { id: number; name: string }): Promise<Report> {
  return bodyOf(
    await apiClient.reports.rename({ params: { id }, body: { name: name.trim() } }),
    200,
  );
}

/** Renames a report; only what the server stored is shown (DESIGN.md: no local-only rename). */
export function useRenameReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameReport,
    onSuccess: (renamed) => {
      queryClient.setQueryData<Report[]>(reportsQueryKey, (reports = []) =>
        reports.map((report) => (report.id === renamed.id ? renamed : report)),
      );
      void queryClient.invalidateQueries({ queryKey: reportsQueryKey });
    },
  });
}
