import type { CancelSubscription } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';
import { subscriptionQueryKey } from './get-subscription';

export async function cancelSubscription(): Promise<CancelSubscription> {
  return bodyOf(await apiClient.subscriptions.cancel(), 200);
}

/** Cancels at the end of the billing period; the subscription is fetched again afterwards. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}
