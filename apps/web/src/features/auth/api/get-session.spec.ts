import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from './get-session.js';
import { testUser } from '@/mocks/test-user';

const user = testUser;

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json(body, { status })));
}

describe('getSession', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the user of a 200', async () => {
    answer(200, user);
    expect(await getSession()).toEqual(user);
  });

  it('is null when the server says there is no session', async () => {
    // 401 to the check and to the refresh that follows it; the page is /login, where nothing redirects.
    vi.stubGlobal('window', { location: { pathname: '/login', assign: () => undefined } });
    answer(401, { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    expect(await getSession()).toBeNull();
  });

  it('throws when the answer says nothing about the session, so a known user is kept', async () => {
    answer(503, { code: 'UNAVAILABLE', message: 'Down' });
    await expect(getSession()).rejects.toThrow('answered 503');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getSession()).rejects.toThrow('Failed to fetch');
  });
});
