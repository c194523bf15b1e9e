import type { AuthSession, AuthSessionsRepository, RotationResult, User } from '@billfold/db';
import { describe, expect, it } from 'vitest';
import { loadApiEnv } from '../../config/env.js';
import { SessionsService } from './sessions.service.js';
import { hashToken } from './tokens.js';

// SessionsService on a fake repository: what each outcome of a rotation means for the caller.
// The rotation itself (one use per token, families, races) is tested on PostgreSQL in
// test/sessions.int-spec.ts.

const user = { id: 'user-1', name: 'Ada' } as User;

/** A repository that knows one access token and answers every rotation with `rotation`. */
function fakeRepository(rotation: RotationResult) {
  const calls: string[] = [];
  const known = hashToken('access-1');
  const repository = {
    findByAccessToken: (hash: Buffer) => {
      calls.push('findByAccessToken');
      return Promise.resolve(
        hash.equals(known)
          ? { sessionId: 'session-1', user, validUntil: new Date(Date.now() + 60_000) }
          : null,
      );
    },
    rotate: () => {
      calls.push('rotate');
      return Promise.resolve(rotation);
    },
    revoke: (sessionId: string) => {
      calls.push(`revoke ${sessionId}`);
      return Promise.resolve();
    },
    revokeByRefreshToken: () => {
      calls.push('revokeByRefreshToken');
      return Promise.resolve('session-2');
    },
  };
  return { calls, repository: repository as unknown as AuthSessionsRepository };
}

function serviceOn(rotation: RotationResult) {
  const { calls, repository } = fakeRepository(rotation);
  return {
    calls,
    sessions: new SessionsService(loadApiEnv({ DATABASE_URL: 'postgres://unused/db' }), repository),
  };
}

describe('SessionsService', () => {
  it('answers UNAUTHENTICATED without a refresh token, without asking the database', async () => {
    const { calls, sessions } = serviceOn({ status: 'invalid' });
    await expect(sessions.refresh(undefined)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue.',
    });
    expect(calls).toEqual([]);
  });

  it('turns a reused, ended or unknown refresh token into SESSION_EXPIRED', async () => {
    for (const status of ['reused', 'ended', 'invalid'] as const) {
      const { sessions } = serviceOn({ status });
      expect(await sessions.refresh('refresh-1')).toMatchObject({
        status: 'failed',
        error: {
          code: 'SESSION_EXPIRED',
          message: 'Your session has expired. Please sign in again.',
        },
      });
    }
  });

  it('answers new tokens after a rotation, and only the user after a race', async () => {
    const rotated = serviceOn({
      status: 'rotated',
      session: { id: 'session-1' } as AuthSession,
      user,
    });
    const outcome = await rotated.sessions.refresh('refresh-1');
    expect(outcome).toMatchObject({ status: 'rotated', user });
    if (outcome.status !== 'rotated') return;
    expect(outcome.tokens.accessToken).not.toBe(outcome.tokens.refreshToken);
    expect(await serviceOn({ status: 'raced', user }).sessions.refresh('refresh-1')).toEqual({
      status: 'raced',
      user,
    });
  });

  it('requires a live session, and logs out by the access token or else the refresh token', async () => {
    const { calls, sessions } = serviceOn({ status: 'invalid' });
    expect(await sessions.require('access-1')).toEqual({ sessionId: 'session-1', user });
    await expect(sessions.require('unknown')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(sessions.require(undefined)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    calls.length = 0;
    await sessions.logout('access-1', 'refresh-1');
    expect(calls).toEqual(['findByAccessToken', 'revoke session-1']);
    calls.length = 0;
    await sessions.logout('unknown', 'refresh-1');
    expect(calls).toEqual(['findByAccessToken', 'revokeByRefreshToken']);
  });
});
