import type { CheckoutPlanCode } from '@billfold/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { apiErrorFrom } from '@/lib/api-error';

/** The URL of a Stripe Checkout for the plan (SPEC section 7: POST /subscription/basic or /premium). */
export async function startCheckout(plan: CheckoutPlanCode): Promise<string> {
  const response =
    plan === 'basic'
      ? await apiClient.subscriptions.checkoutBasic()
      : await apiClient.subscriptions.checkoutPremium();
  if (response.status === 200) return response.body.url;
  throw apiErrorFrom(response);
}

/** Starts the checkout and sends the browser to Stripe's hosted page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (url) => {
      window.location.assign(url);
    },
  });
}
