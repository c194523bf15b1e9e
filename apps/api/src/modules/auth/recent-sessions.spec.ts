import type { User } from '@billfold/db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecentSessions } from './recent-sessions.js';

const session = (sessionId: string, userId: string, validForMs = 60_000) => ({
  sessionId,
  user: { id: userId } as User,
  validUntil: new Date(Date.now() + validForMs),
});

describe('RecentSessions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks a session up once, then answers from memory until its time is up', async () => {
    const recent = new RecentSessions(5000);
    const lookUp = vi.fn(() => Promise.resolve(session('s1', 'u1')));
    expect(await recent.get('t1', lookUp)).toEqual({ sessionId: 's1', user: { id: 'u1' } });
    expect(await recent.get('t1', lookUp)).toEqual({ sessionId: 's1', user: { id: 'u1' } });
    expect(lookUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5001);
    await recent.get('t1', lookUp);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('never keeps a session past its own expiry', async () => {
    const recent = new RecentSessions(5000);
    const lookUp = vi.fn(() => Promise.resolve(session('s1', 'u1', 1000)));
    await recent.get('t1', lookUp);
    vi.advanceTimersByTime(1001);
    await recent.get('t1', lookUp);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('keeps no unknown token, and nothing at all with a time of 0', async () => {
    const unknown = vi.fn(() => Promise.resolve(null));
    const recent = new RecentSessions(5000);
    expect(await recent.get('t1', unknown)).toBeNull();
    expect(await recent.get('t1', unknown)).toBeNull();
    expect(unknown).toHaveBeenCalledTimes(2);

    const off = new RecentSessions(0);
    const lookUp = vi.fn(() => Promise.resolve(session('s1', 'u1')));
    await off.get('t1', lookUp);
    await off.get('t1', lookUp);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('lets go of a session, or of every session of a user, when told', async () => {
    const recent = new RecentSessions(5000);
    const lookUps = {
      t1: vi.fn(() => Promise.resolve(session('s1', 'u1'))),
      t2: vi.fn(() => Promise.resolve(session('s2', 'u1'))),
      t3: vi.fn(() => Promise.resolve(session('s3', 'u2'))),
    };
    /** Asks for every token again: how often each one has been looked up by then. */
    const getAll = async () => {
      for (const [token, lookUp] of Object.entries(lookUps)) await recent.get(token, lookUp);
      return Object.values(lookUps).map((lookUp) => lookUp.mock.calls.length);
    };
    await getAll();

    recent.forgetSession('s1');
    expect(await getAll()).toEqual([2, 1, 1]);

    recent.forgetUser('u1');
    expect(await getAll()).toEqual([3, 2, 1]);
  });

  it('looks a token up once for requests that arrive together, and keeps no lookup that a sign-out overtook', async () => {
    const recent = new RecentSessions(5000);
    let answer!: (found: ReturnType<typeof session>) => void;
    const lookUp = vi.fn(
      () => new Promise<ReturnType<typeof session>>((resolve) => (answer = resolve)),
    );
    const together = [recent.get('t1', lookUp), recent.get('t1', lookUp), recent.get('t1', lookUp)];
    expect(lookUp).toHaveBeenCalledTimes(1);
    // The session ends while its lookup is on the way: that answer serves the requests that
    // asked before, but is not kept for later ones.
    recent.forgetSession('s1');
    answer(session('s1', 'u1'));
    expect(await Promise.all(together)).toHaveLength(3);
    const again = vi.fn(() => Promise.resolve(null));
    expect(await recent.get('t1', again)).toBeNull();
    expect(again).toHaveBeenCalledTimes(1);
  });
});
