import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyEmailQueryOptions } from './verify-email.js';

describe('verifying an e-mail address', () => {
  let calls: string[];
  let answer: () => Response;

  beforeEach(() => {
    calls = [];
    answer = () => Response.json({ message: 'Email verified successfully! You can now log in.' });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      calls.push(
        `${init?.method} ${url.pathname} ${typeof init?.body === 'string' ? init.body : ''}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the token once however often the page subscribes, unsubscribes and subscribes again', async () => {
    const queryClient = new QueryClient();
    const observe = () => new QueryObserver(queryClient, verifyEmailQueryOptions('tok-1'));
    // What React StrictMode does to an effect: mount, unmount at once, mount again.
    const first = observe().subscribe(() => undefined);
    first();
    const second = observe();
    const settled = new Promise<void>((resolve) =>
      second.subscribe((result) => result.data && resolve()),
    );
    await settled;
    // Another mount later (the user comes back to the page) uses the stored outcome.
    const third = observe();
    third.subscribe(() => undefined);
    expect(third.getCurrentResult().data).toEqual({ kind: 'verified' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['POST /api/auth/verify-email {"token":"tok-1"}']);
  });

  it('reports the expired state and sends another token separately', async () => {
    answer = () =>
      Response.json(
        { code: 'TOKEN_EXPIRED', message: 'This verification link has expired.' },
        { status: 400 },
      );
    const queryClient = new QueryClient();
    const outcomes = await Promise.all([
      queryClient.fetchQuery(verifyEmailQueryOptions('tok-2')),
      queryClient.fetchQuery(verifyEmailQueryOptions('tok-2')),
      queryClient.fetchQuery(verifyEmailQueryOptions('tok-3')),
    ]);
    expect(outcomes[0]).toEqual({
      kind: 'expired',
      message: 'This verification link has expired. Please request a new one.',
    });
    expect(calls).toHaveLength(2);
  });

  it('says an error occurred when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const outcome = await new QueryClient().fetchQuery(verifyEmailQueryOptions('tok-4'));
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'An error occurred during verification. Please try again.',
    });
  });
});
