import { setTimeout as sleep } from 'node:timers/promises';
import { AuthSessionsRepository } from '@billfold/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiEnv } from '../src/config/env.js';
import { SessionsService } from '../src/modules/auth/sessions.service.js';
import {
  newUserId,
  openServiceDatabase,
  type ServiceDatabase,
} from '@billfold/test-support/database';

// Session rotation on a real PostgreSQL, SessionsService built by hand: refresh tokens used
// once, a reused one ends the family, parallel refreshes do not fork it. auth.e2e-spec.ts keeps
// the cookies and the answers.

const client = { userAgent: 'vitest', ipAddress: '127.0.0.1' };

let database: ServiceDatabase;
let sessions: SessionsService;

beforeAll(async () => {
  database = await openServiceDatabase();
  const env = loadApiEnv({ DATABASE_URL: database.url, AUTH_REFRESH_GRACE_SECONDS: '1' });
  sessions = new SessionsService(env, new AuthSessionsRepository(database.dataSource));
});
afterAll(async () => {
  await database?.close();
});

describe('session rotation', () => {
  it('rotates the refresh token; the old access token stops working', async () => {
    const { tokens } = await sessions.start(await newUserId(database.dataSource), client);
    const refreshed = await sessions.refresh(tokens.refreshToken);
    if (refreshed.status !== 'rotated') throw new Error(`refresh ${refreshed.status}`);
    expect(refreshed.tokens.refreshToken).not.toBe(tokens.refreshToken);
    expect(await sessions.authenticate(refreshed.tokens.accessToken)).not.toBeNull();
    expect(await sessions.authenticate(tokens.accessToken)).toBeNull();
  });

  it('revokes the whole family when an old refresh token comes back after the grace period', async () => {
    const userId = await newUserId(database.dataSource);
    const { sessionId, tokens: stolen } = await sessions.start(userId, client);
    const refreshed = await sessions.refresh(stolen.refreshToken);
    if (refreshed.status !== 'rotated') throw new Error(`refresh ${refreshed.status}`);
    await sleep(1_200);
    const reuse = await sessions.refresh(stolen.refreshToken);
    expect(reuse).toMatchObject({ status: 'failed', error: { code: 'SESSION_EXPIRED' } });
    expect(await sessions.authenticate(refreshed.tokens.accessToken)).toBeNull();
    expect((await sessions.refresh(refreshed.tokens.refreshToken)).status).toBe('failed');
    const [session] = await database.dataSource.query<{ revoke_reason: string }[]>(
      'SELECT revoke_reason FROM auth_sessions WHERE id = $1',
      [sessionId],
    );
    expect(session?.revoke_reason).toBe('refresh_reuse');
  });

  it('lets parallel refreshes with one token through without forking the family', async () => {
    const { sessionId, tokens } = await sessions.start(
      await newUserId(database.dataSource),
      client,
    );
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => sessions.refresh(tokens.refreshToken)),
    );
    expect(
      outcomes.every((outcome) => outcome.status === 'rotated' || outcome.status === 'raced'),
    ).toBe(true);
    const rotated = outcomes.flatMap((outcome) => (outcome.status === 'rotated' ? [outcome] : []));
    expect(rotated).toHaveLength(1);
    const [counts] = await database.dataSource.query<
      { sessions: number; tokens: number; current: number }[]
    >(
      `SELECT count(DISTINCT s.id)::int AS sessions, count(t.id)::int AS tokens, count(t.id) FILTER (WHERE t.used_at IS NULL)::int AS current
         FROM auth_sessions s JOIN refresh_tokens t ON t.session_id = s.id WHERE s.id = $1`,
      [sessionId],
    );
    expect(counts).toEqual({ sessions: 1, tokens: 2, current: 1 });
    expect(await sessions.authenticate(rotated[0]!.tokens.accessToken)).not.toBeNull();
  });

  it('answers UNAUTHENTICATED to a refresh without a token, and ends a session at logout by either token', async () => {
    await expect(sessions.refresh(undefined)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const first = await sessions.start(await newUserId(database.dataSource), client);
    await sessions.logout(first.tokens.accessToken, undefined);
    expect(await sessions.authenticate(first.tokens.accessToken)).toBeNull();
    expect((await sessions.refresh(first.tokens.refreshToken)).status).toBe('failed');
    // The access token had expired: the refresh token names the session.
    const second = await sessions.start(await newUserId(database.dataSource), client);
    await sessions.logout(undefined, second.tokens.refreshToken);
    expect(await sessions.authenticate(second.tokens.accessToken)).toBeNull();
  });
});
