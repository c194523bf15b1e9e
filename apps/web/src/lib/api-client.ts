import { AuthErrorCode, contract } from '@billfold/contract';
import { initClient, tsRestFetchApi, type ApiFetcher, type AppRoute } from '@ts-rest/core';
import { loginPath } from './login-path';

/**
 * Why a session could not be renewed: `expired`, the browser held a session that has ended
 * (expired, revoked, ended elsewhere); `absent`, it held none, or the server could not be asked.
 */
export type SessionLoss = 'expired' | 'absent';

/**
 * Wraps a ts-rest fetcher so that a 401 is answered by renewing the session once (SPEC section 4):
 * - a 401 triggers one POST /api/auth/refresh, and the request is replayed once afterwards;
 * - 401s that arrive while that refresh runs wait for it and are each replayed once;
 * - a 401 to a request sent before a refresh that has finished since is settled by that refresh's
 *   outcome (replayed after a success, failed after a failure) instead of starting another one;
 * - when the refresh fails, every waiting request fails with its 401 and `onRefreshFailed` runs once.
 */
export function withSessionRefresh(options: {
  refresh: () => Promise<boolean>;
  onRefreshFailed: () => void;
  /** Routes whose 401 is an answer in itself, never a reason to refresh. */
  skipRefresh: (route: AppRoute) => boolean;
  fetcher?: ApiFetcher;
}): ApiFetcher {
  const fetcher = options.fetcher ?? tsRestFetchApi;
  let pending: Promise<boolean> | undefined;
  // Counts finished refreshes and remembers how the last one ended.
  let finished = 0;
  let lastRenewed = false;

  const refreshOnce = (): Promise<boolean> => {
    pending ??= options
      .refresh()
      .catch(() => false)
      .then((renewed) => {
        pending = undefined;
        finished += 1;
        lastRenewed = renewed;
        if (!renewed) options.onRefreshFailed();
        return renewed;
      });
    return pending;
  };

  return async (args) => {
    const finishedAtSend = finished;
    const response = await fetcher(args);
    if (response.status !== 401 || options.skipRefresh(args.route)) return response;
    const renewed = finished !== finishedAtSend ? lastRenewed : await refreshOnce();
    return renewed ? fetcher(args) : response;
  };
}

/**
 * Sends the user to /login after the session is lost: not when the current page is exempt
 * (at least /login itself), and at most once per `minIntervalMs`, so a burst of failing
 * requests causes a single redirect. The sign-in page is told the page to come back to and, when
 * a session expired, to say so.
 */
export function createLoginRedirect(options: {
  navigate: (path: string) => void;
  /** The current page's path, which decides the exemption. */
  currentPath: () => string;
  /** The current page's path, query and fragment: where to come back to after signing in. */
  currentLocation?: () => string;
  isExempt?: (path: string) => boolean;
  minIntervalMs?: number;
  now?: () => number;
  origin?: string;
}): (loss?: SessionLoss) => void {
  const isExempt = options.isExempt ?? ((path: string) => path === '/login');
  const currentLocation = options.currentLocation ?? options.currentPath;
  const minIntervalMs = options.minIntervalMs ?? 3_000;
  const now = options.now ?? Date.now;
  let lastRedirect = Number.NEGATIVE_INFINITY;
  return (loss = 'absent') => {
    const at = now();
    if (isExempt(options.currentPath()) || at - lastRedirect < minIntervalMs) return;
    lastRedirect = at;
    options.navigate(
      loginPath({
        returnTo: currentLocation(),
        expired: loss === 'expired',
        ...(options.origin ? { origin: options.origin } : {}),
      }),
    );
  };
}

/**
 * The calls that start or end a session: logout, the refresh itself, and the sign-ins (whose 401
 * means wrong credentials, not an expired session). They never trigger a refresh.
 */
export function isSessionCall(route: AppRoute): boolean {
  return /^\/api\/auth\/(logout|refresh|login-email|[a-z]+-sign)$/.test(route.path);
}

/** The dev outbox's 401 means "no outbox token", which a session refresh cannot change. */
export function isDevOutboxCall(route: AppRoute): boolean {
  return route.path.startsWith('/api/dev/outbox');
}

/** A ts-rest client of the whole contract: same-origin, session cookie included, 401s renewed. */
export function createApiClient(options: {
  baseUrl?: string;
  onSessionExpired: (loss: SessionLoss) => void;
}) {
  const args = { baseUrl: options.baseUrl ?? '', credentials: 'include' as const };
  const plain = initClient(contract, args);
  // How the last refresh failed: the server says SESSION_EXPIRED when the browser held a session.
  let loss: SessionLoss = 'absent';
  const api = withSessionRefresh({
    refresh: async () => {
      loss = 'absent';
      const response = await plain.auth.refresh();
      if (response.status === 200) return true;
      const code = (response.body as { code?: unknown } | null)?.code;
      if (code === AuthErrorCode.SESSION_EXPIRED) loss = 'expired';
      return false;
    },
    onRefreshFailed: () => options.onSessionExpired(loss),
    skipRefresh: (route) => isSessionCall(route) || isDevOutboxCall(route),
  });
  return initClient(contract, { ...args, api });
}

export type ApiClient = ReturnType<typeof createApiClient>;

type Listener = (loss: SessionLoss) => void;
const sessionExpiredListeners = new Set<Listener>();

/**
 * Runs `listener` whenever the session could not be renewed (before the failed requests' callers
 * hear of it); returns the unsubscribe function.
 */
export function onSessionExpired(listener: Listener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export interface LoginNavigation {
  navigate: (path: string) => void;
  /** Pages from which a lost session does not send the user to /login. */
  isExempt: (path: string) => boolean;
}

let loginNavigation: LoginNavigation = {
  navigate: (path) => window.location.assign(path),
  isExempt: (path) => path === '/login',
};

/** Lets the router perform the redirect to /login (a client-side navigation, not a reload). */
export function configureLoginRedirect(navigation: LoginNavigation): void {
  loginNavigation = navigation;
}

const redirectToLogin = createLoginRedirect({
  navigate: (path) => loginNavigation.navigate(path),
  isExempt: (path) => loginNavigation.isExempt(path),
  currentPath: () => window.location.pathname,
  currentLocation: () =>
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
});

/** The one API client of the web app. */
export const apiClient = createApiClient({
  onSessionExpired: (loss) => {
    for (const listener of sessionExpiredListeners) listener(loss);
    redirectToLogin(loss);
  },
});
