/**
 * Query options for a call that must run once (a one-time token or code): fetched once however
 * many components (or StrictMode's double effects) subscribe, never again by itself (not on
 * mount, focus or reconnect), not retried, and its answer kept for the whole visit.
 */
export const RUN_ONCE = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
