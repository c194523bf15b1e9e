import { describe, expect, it } from 'vitest';
import { PENDING_OAUTH_KEY, savePendingOAuth, takeOAuthReturn } from './oauth-return';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const params = (query: string) => new URLSearchParams(query);

/** A tab's storage after it sent the user to a provider with `sent`. */
function pending(sent: Parameters<typeof savePendingOAuth>[1]): MemoryStorage {
  const storage = new MemoryStorage();
  savePendingOAuth(storage, sent);
  return storage;
}

describe('takeOAuthReturn', () => {
  it('is nothing without a code or an error', () => {
    const storage = pending({ provider: 'github', state: 's1' });
    expect(takeOAuthReturn(params('message=email-verified'), storage)).toEqual({ kind: 'none' });
    expect(storage.items.has(PENDING_OAUTH_KEY)).toBe(true);
  });

  it('gives the code of the provider this tab sent the user to when the state matches, once', () => {
    const storage = pending({ provider: 'twitter', state: 's1' });
    expect(takeOAuthReturn(params('code=abc&state=s1'), storage)).toEqual({
      kind: 'code',
      provider: 'twitter',
      code: 'abc',
    });
    expect(takeOAuthReturn(params('code=abc&state=s1'), storage)).toEqual({
      kind: 'invalid-state',
    });
  });

  it('carries the page to go on to once signed in', () => {
    const storage = pending({ provider: 'github', state: 's1', returnTo: '/subscription' });
    expect(takeOAuthReturn(params('code=abc&state=s1'), storage)).toEqual({
      kind: 'code',
      provider: 'github',
      code: 'abc',
      returnTo: '/subscription',
    });
  });

  it('refuses a state that differs, is missing, or was never sent from this tab', () => {
    const storage = pending({ provider: 'github', state: 's1' });
    expect(takeOAuthReturn(params('code=abc&state=s2'), storage)).toEqual({
      kind: 'invalid-state',
    });
    // The mismatch used the pending state up.
    expect(storage.items.has(PENDING_OAUTH_KEY)).toBe(false);
    savePendingOAuth(storage, { provider: 'github', state: 's1' });
    expect(takeOAuthReturn(params('code=abc'), storage)).toEqual({ kind: 'invalid-state' });
    expect(takeOAuthReturn(params('code=abc&state=s1'), new MemoryStorage())).toEqual({
      kind: 'invalid-state',
    });
  });

  it('ignores what it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem(PENDING_OAUTH_KEY, '{"provider":"myspace","state":"s1"}');
    expect(takeOAuthReturn(params('code=abc&state=s1'), storage)).toEqual({
      kind: 'invalid-state',
    });
    storage.setItem(PENDING_OAUTH_KEY, 'not json');
    expect(takeOAuthReturn(params('code=abc&state=s1'), storage)).toEqual({
      kind: 'invalid-state',
    });
  });

  it('tells a cancelled sign-in from a forged one', () => {
    const storage = pending({ provider: 'facebook', state: 's1' });
    expect(takeOAuthReturn(params('error=access_denied&state=s1'), storage)).toEqual({
      kind: 'cancelled',
      provider: 'facebook',
    });
    expect(takeOAuthReturn(params('error=access_denied&state=s1'), storage)).toEqual({
      kind: 'invalid-state',
    });
  });
});
