import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/learned-vendors/{id}: the vendor's next invoice is read as if it were new. */
export async function forgetLearnedVendor(id: string): Promise<void> {
  const response = await apiClient.learnedVendors.forget({ params: { id } });
  if (response.status !== 204) throw apiErrorFrom(response);
}

/** DELETE /api/learned-vendors: every learned vendor. */
export async function forgetAllLearnedVendors(): Promise<number> {
  const response = await apiClient.learnedVendors.forgetAll();
  if (response.status !== 200) throw apiErrorFrom(response);
  return response.body.forgotten;
}

/** Forgets one vendor (an id) or all of them (null). */
export function useForgetLearnedVendors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null): Promise<void> => {
      if (id === null) await forgetAllLearnedVendors();
      else await forgetLearnedVendor(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.learnedVendors }),
  });
}
