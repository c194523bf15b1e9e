import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './support/api-harness.js';

async function failLogin(api: RunningApi, email: string, forwardedFor?: string): Promise<number> {
  const response = await api
    .client()
    .post('/api/auth/login-email', { email, password: 'wrong password' }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
  return response.status;
}

describe('per-address sign-in limit', () => {
  describe('without a trusted proxy', () => {
    let api: RunningApi;
    beforeAll(async () => {
      api = await startApi({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3' }, { catchMail: false });
    });
    afterAll(async () => {
      await api.close();
    });

    it('counts failures across accounts by the connection address and ignores X-Forwarded-For', async () => {
      expect(await failLogin(api, 'a@example.com', '203.0.113.1')).toBe(401);
      expect(await failLogin(api, 'b@example.com', '203.0.113.2')).toBe(401);
      expect(await failLogin(api, 'c@example.com', '203.0.113.3')).toBe(401);
      expect(await failLogin(api, 'd@example.com', '203.0.113.4')).toBe(429);
    });
  });

  describe('behind one trusted proxy', () => {
    let api: RunningApi;
    beforeAll(async () => {
      api = await startApi({ LOGIN_MAX_FAILURES_PER_ADDRESS: '3', TRUST_PROXY: '1' }, { catchMail: false });
    });
    afterAll(async () => {
      await api.close();
    });

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
