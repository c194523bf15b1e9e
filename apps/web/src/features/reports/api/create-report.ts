import type { Report } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';
import { reportsQueryKey } from './get-reports';

export async function createReport(name: string): Promise<Report> {
  return bodyOf(await apiClient.reports.create({ body: { name: name.trim() } }), 201);
}

/** Creates a report; the list shows it at once and is refetched behind it. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: (report) => {
      queryClient.setQueryData<Report[]>(reportsQueryKey, (reports = []) => [
        ...reports.filter((r) => r.id !== report.id),
        report,
      ]);
      void queryClient.invalidateQueries({ queryKey: reportsQueryKey });
    },
  });
}
