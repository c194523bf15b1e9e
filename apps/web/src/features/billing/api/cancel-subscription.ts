import type { CancelSubscription } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';
import { subscriptionQueryKey } from './get-subscription';

export async function cancelSubscription(): Promise<CancelSubscription> {
  const response = await apiClient.subscriptions.cancel();
  if (response.status === 200) return response.body;
  throw apiErrorFrom(response);
}

/** Cancels at the end of the billing period; the subscription is fetched again afterwards. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}
