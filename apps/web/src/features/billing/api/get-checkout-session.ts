import type { CheckoutSession } from '@billfold/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bodyOf } from '@/lib/api-error';

/** Where one of the user's Stripe checkouts stands, read from Stripe by the server (for /success). */
export async function getCheckoutSession(sessionId: string): Promise<CheckoutSession> {
  return bodyOf(await apiClient.subscriptions.checkoutSession({ params: { sessionId } }), 200);
}

export function checkoutSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['billing', 'checkout-session', sessionId] as const,
    queryFn: () => getCheckoutSession(sessionId),
    // Its answer is the page: asked once, and again only when the user asks.
    retry: false,
    staleTime: Infinity,
  });
}

export function useCheckoutSession(sessionId: string | null) {
  return useQuery({ ...checkoutSessionQueryOptions(sessionId ?? ''), enabled: sessionId !== null });
}
