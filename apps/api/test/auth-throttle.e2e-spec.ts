import { UsersRepository } from '@billfold/db';
import { describe, expect, it } from 'vitest';
import { PasswordHasher } from '../src/modules/auth/password-hasher.js';
import { useApi, type RunningApi } from './support/api-harness.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function failLogin(api: RunningApi, email: string, forwardedFor?: string): Promise<number> {
  const response = await api
    .client()
    .post(
      '/api/auth/login-email',
      { email, password: 'wrong password' },
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    );
  return response.status;
}

/** A verified e-mail account, made directly in the database. */
async function createAccount(api: RunningApi, email: string, password: string): Promise<void> {
  await api.app.get(UsersRepository).create({
    name: 'Account Holder',
    email,
    passwordHash: await api.app.get(PasswordHasher).hash(password),
    oAuthProvider: 'email',
    emailVerified: true,
  });
}

/** The suite's API; these tests send no mail to catch. */
const apiWithoutMail = (env: Record<string, string>) => useApi(env, { catchMail: false });

describe('per-address sign-in limit', () => {
  describe('without a trusted proxy', () => {
    const api = apiWithoutMail({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });

    it('counts failures across accounts by the connection address and ignores X-Forwarded-For', async () => {
      expect(await failLogin(api, 'a@example.com', '203.0.113.1')).toBe(401);
      expect(await failLogin(api, 'b@example.com', '203.0.113.2')).toBe(401);
      expect(await failLogin(api, 'c@example.com', '203.0.113.3')).toBe(401);
      expect(await failLogin(api, 'd@example.com', '203.0.113.4')).toBe(429);
    });
  });

  describe('behind one trusted proxy', () => {
    const api = apiWithoutMail({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3', TRUST_PROXY: '1' });

    it('takes the client address from X-Forwarded-For', async () => {
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        expect(await failLogin(api, email, '198.51.100.7')).toBe(401);
      }
      expect(await failLogin(api, 'd@example.com', '198.51.100.7')).toBe(429);
      // Another client behind the same proxy is not blocked.
      expect(await failLogin(api, 'e@example.com', '198.51.100.8')).toBe(401);
    });
  });
});

describe('a successful sign-in', () => {
  const api = apiWithoutMail({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '5',
  });

  it("clears the account's failures and does not count against the address", async () => {
    const email = 'holder@example.com';
    const password = 'the right password';
    await createAccount(api, email, password);
    const signIn = async () =>
      (await api.client().post('/api/auth/login-email', { email, password })).status;

    expect([await failLogin(api, email), await failLogin(api, email)]).toEqual([401, 401]);
    expect(await signIn()).toBe(200);
    // 3 more for the account (its count starts again) make 5 failures for the address.
    expect([
      await failLogin(api, email),
      await failLogin(api, email),
      await failLogin(api, email),
    ]).toEqual([401, 401, 401]);
    expect(await failLogin(api, 'other@example.com')).toBe(429);
    expect(await signIn()).toBe(429);
  });
});

// The limit lives in PostgreSQL whatever the queue backend; run it in both modes all the same.
describe.each<{ mode: string; env: Record<string, string> }>([
  { mode: 'PostgreSQL queue mode', env: {} },
  { mode: 'REDIS_URL mode', env: { REDIS_URL: redisUrl } },
])('per-account sign-in limit under concurrency ($mode)', ({ env }) => {
  // A high address limit, so that only the account's limit (5, the default) is under test.
  const api = apiWithoutMail({ ...env, LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' });

  it('checks at most 5 of 60 concurrent wrong passwords for one account and answers 429 to the rest', async () => {
    const hasher = api.app.get(PasswordHasher);
    const email = 'victim@example.com';
    const password = 'the right password';
    await createAccount(api, email, password);

    // Count the real password checks the sign-in makes.
    const verify = hasher.verify.bind(hasher);
    let checks = 0;
    hasher.verify = (passwordHash, attempt) => {
      checks++;
      return verify(passwordHash, attempt);
    };
    try {
      const statuses = await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          const response = await api
            .client()
            .post('/api/auth/login-email', { email, password: `wrong ${i}` });
          const body = (await response.json()) as { message: string };
          if (response.status === 429)
            expect(body.message).toMatch(
              /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
            );
          return response.status;
        }),
      );
      expect(checks).toBe(5);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(55);

      // The right password is refused too until the window has passed, and is not checked.
      const right = await api.client().post('/api/auth/login-email', { email, password });
      expect(right.status).toBe(429);
      expect(checks).toBe(5);
    } finally {
      hasher.verify = verify;
    }
  });
});
