import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '@ts-rest/core';
import {
  createApiClient,
  createLoginRedirect,
  isSessionCall,
  type SessionLoss,
} from './api-client.js';
import { testUser } from '@/mocks/test-user';

const user = testUser;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A stand-in for the browser's fetch: a session that is valid or not, and a refresh endpoint. */
class FakeBrowser {
  sessionValid = false;
  refreshSucceeds = true;
  refreshThrows = false;
  /** The failed refresh's code: the browser held a session that ended, or held none. */
  refreshFailureCode = 'UNAUTHENTICATED';
  /** When set, refresh answers only once `releaseRefresh` is called. */
  holdRefresh = false;
  readonly calls: string[] = [];
  private releaseHeld: (() => void) | undefined;
  private refreshStarted: (() => void) | undefined;
  readonly refreshStartedPromise = new Promise<void>((resolve) => (this.refreshStarted = resolve));

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const call = `${init?.method ?? 'GET'} ${url.pathname}`;
    this.calls.push(call);
    if (init?.credentials !== 'include')
      throw new Error(`${call} was sent without credentials: 'include'`);
    if (call === 'POST /api/auth/refresh') {
      this.refreshStarted?.();
      if (this.holdRefresh) await new Promise<void>((resolve) => (this.releaseHeld = resolve));
      if (this.refreshThrows) throw new TypeError('Failed to fetch');
      if (!this.refreshSucceeds)
        return json(401, { code: this.refreshFailureCode, message: 'Session expired' });
      this.sessionValid = true;
      return json(200, { user });
    }
    if (call === 'POST /api/auth/logout') {
      return this.sessionValid
        ? new Response(null, { status: 204 })
        : json(401, { code: 'UNAUTHENTICATED', message: 'No session' });
    }
    if (call === 'GET /api/auth/verify-session') {
      return this.sessionValid
        ? json(200, user)
        : json(401, { code: 'UNAUTHENTICATED', message: 'No session' });
    }
    if (call === 'GET /api/dev/outbox') {
      return json(401, {
        code: 'DEV_OUTBOX_TOKEN_REQUIRED',
        message: 'The dev outbox needs its token',
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  };

  releaseRefresh(): void {
    this.releaseHeld?.();
  }

  count(call: string): number {
    return this.calls.filter((made) => made === call).length;
  }
}

const VERIFY = 'GET /api/auth/verify-session';
const REFRESH = 'POST /api/auth/refresh';
const LOGOUT = 'POST /api/auth/logout';

describe('api client: 401 → one refresh → one replay', () => {
  let browser: FakeBrowser;
  let sessionExpired: ReturnType<typeof vi.fn<(loss: SessionLoss) => void>>;
  let api: ReturnType<typeof createApiClient>;

  beforeEach(() => {
    browser = new FakeBrowser();
    vi.stubGlobal('fetch', browser.fetch);
    sessionExpired = vi.fn<(loss: SessionLoss) => void>();
    api = createApiClient({ onSessionExpired: sessionExpired });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('passes answers other than 401 straight through', async () => {
    browser.sessionValid = true;
    const response = await api.auth.verifySession();
    expect(response.status).toBe(200);
    expect(response.body).toEqual(user);
    expect(browser.calls).toEqual([VERIFY]);
  });

  it("takes a locked dev outbox's 401 as the answer: no refresh, no sign-in redirect", async () => {
    const response = await api.devOutbox.list();
    expect(response.status).toBe(401);
    expect(browser.calls).toEqual(['GET /api/dev/outbox']);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes once on a 401 and replays the request once', async () => {
    const response = await api.auth.verifySession();
    expect(response.status).toBe(200);
    expect(browser.calls).toEqual([VERIFY, REFRESH, VERIFY]);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('lets concurrent 401s wait for a single refresh and replays each of them once', async () => {
    browser.holdRefresh = true;
    const requests = [api.auth.verifySession(), api.auth.verifySession(), api.auth.verifySession()];
    await browser.refreshStartedPromise;
    // Let every first answer (all 401) arrive while the refresh is still running.
    await new Promise((resolve) => setTimeout(resolve, 10));
    browser.releaseRefresh();
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(browser.count(REFRESH)).toBe(1);
    expect(browser.count(VERIFY)).toBe(6);
  });

  it('does not refresh a second time when the replay is answered 401 again', async () => {
    // The refresh "succeeds" but the session still is not accepted.
    const original = browser.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await original(input, init);
      browser.sessionValid = false;
      return response;
    });
    const response = await api.auth.verifySession();
    expect(response.status).toBe(401);
    expect(browser.calls).toEqual([VERIFY, REFRESH, VERIFY]);
  });

  it('fails every waiting request and reports the lost session once when the refresh fails', async () => {
    browser.refreshSucceeds = false;
    browser.holdRefresh = true;
    const requests = [api.auth.verifySession(), api.auth.verifySession()];
    await browser.refreshStartedPromise;
    await new Promise((resolve) => setTimeout(resolve, 10));
    browser.releaseRefresh();
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.status)).toEqual([401, 401]);
    expect(browser.count(REFRESH)).toBe(1);
    expect(browser.count(VERIFY)).toBe(2);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a refresh that cannot reach the server as a failed refresh', async () => {
    browser.refreshThrows = true;
    const response = await api.auth.verifySession();
    expect(response.status).toBe(401);
    expect(sessionExpired).toHaveBeenCalledExactlyOnceWith('absent');
  });

  it('tells a session that expired from a browser that held none', async () => {
    browser.refreshSucceeds = false;
    await api.auth.verifySession();
    expect(sessionExpired).toHaveBeenLastCalledWith('absent');
    browser.refreshFailureCode = 'SESSION_EXPIRED';
    await api.auth.verifySession();
    expect(sessionExpired).toHaveBeenLastCalledWith('expired');
  });

  it.each([
    { call: 'the logout call', send: () => api.auth.logout(), path: LOGOUT },
    { call: 'a 401 of the refresh call itself', send: () => api.auth.refresh(), path: REFRESH },
  ])('never refreshes for $call', async ({ send, path }) => {
    browser.refreshSucceeds = false;
    const response = await send();
    expect(response.status).toBe(401);
    expect(browser.calls).toEqual([path]);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('replays without a new refresh a 401 whose request was sent before a refresh that has since succeeded', async () => {
    browser.holdRefresh = true;
    const first = api.auth.verifySession();
    await browser.refreshStartedPromise;
    // Sent while the refresh runs, with the old session: its 401 is delivered only after the refresh.
    let deliverLate: (() => void) | undefined;
    const original = browser.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await original(input, init);
      if (browser.count(VERIFY) === 2)
        await new Promise<void>((resolve) => (deliverLate = resolve));
      return response;
    });
    const late = api.auth.verifySession();
    await new Promise((resolve) => setTimeout(resolve, 10));
    browser.releaseRefresh();
    expect((await first).status).toBe(200);
    deliverLate?.();
    expect((await late).status).toBe(200);
    expect(browser.count(REFRESH)).toBe(1);
  });

  it('starts a new refresh for a later 401 once the previous refresh has finished', async () => {
    await api.auth.verifySession();
    browser.sessionValid = false;
    const response = await api.auth.verifySession();
    expect(response.status).toBe(200);
    expect(browser.count(REFRESH)).toBe(2);
  });
});

describe('createLoginRedirect', () => {
  function setup(path = '/') {
    let clock = 0;
    let currentPath = path;
    const navigate = vi.fn<(path: string) => void>();
    const redirect = createLoginRedirect({
      navigate,
      currentPath: () => currentPath,
      now: () => clock,
      origin: 'https://billfold.app',
    });
    return {
      navigate,
      redirect,
      advance: (ms: number) => (clock += ms),
      goTo: (next: string) => (currentPath = next),
    };
  }

  it('navigates to /login, naming the page to come back to', () => {
    const { navigate, redirect } = setup('/pricing');
    redirect();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?next=%2Fpricing');
  });

  it('asks /login to say that the session expired when it did', () => {
    const { navigate, redirect } = setup('/subscription');
    redirect('expired');
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      '/login?message=session-expired&next=%2Fsubscription',
    );
  });

  it('does nothing when the user is already on /login', () => {
    const { navigate, redirect } = setup('/login');
    redirect();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('redirects at most once per 3 seconds', () => {
    const { navigate, redirect, advance } = setup('/');
    redirect();
    advance(1_000);
    redirect();
    advance(1_999);
    redirect();
    expect(navigate).toHaveBeenCalledTimes(1);
    advance(1);
    redirect();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('honours a wider exemption', () => {
    const navigate = vi.fn<(path: string) => void>();
    const redirect = createLoginRedirect({
      navigate,
      currentPath: () => '/privacy-policy',
      isExempt: (path) => path !== '/',
    });
    redirect();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('isSessionCall', () => {
  const route = (path: string): AppRoute => ({ method: 'POST', path, body: null, responses: {} });

  it('names the calls that start or end a session', () => {
    for (const path of [
      '/api/auth/logout',
      '/api/auth/refresh',
      '/api/auth/login-email',
      '/api/auth/google-sign',
      '/api/auth/github-sign',
    ]) {
      expect(isSessionCall(route(path)), path).toBe(true);
    }
  });

  it('leaves every other call to the refresh flow', () => {
    for (const path of [
      '/api/auth/verify-session',
      '/api/auth/change-password',
      '/api/report/',
      '/api/Document/1',
    ]) {
      expect(isSessionCall(route(path)), path).toBe(false);
    }
  });
});
