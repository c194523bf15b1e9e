import { environmentError } from '@billfold/test-support/environment';
import { describe, expect, it } from 'vitest';
import { loadApiEnv } from '../src/config/env.js';

describe('API environment', () => {
  it('needs only DATABASE_URL and defaults the rest', () => {
    const env = loadApiEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/billfold' });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATABASE_MIGRATE_ON_START: false,
      REDIS_PREFIX: 'billfold',
      TRUST_PROXY: 0,
      LOG_LEVEL: 'info',
    });
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('refuses to start with every bad variable listed', () => {
    const error = environmentError(() =>
      loadApiEnv({
        PORT: '70000',
        REDIS_URL: 'http://cache:6379',
        PUBLIC_URL: 'ftp://billfold.example',
        DATABASE_MIGRATE_ON_START: 'sometimes',
        LOG_LEVEL: 'chatty',
      }),
    );
    const variables = error.problems.map((problem) => problem.split(':')[0]);
    expect(variables.sort()).toEqual(
      [
        'DATABASE_MIGRATE_ON_START',
        'DATABASE_URL',
        'LOG_LEVEL',
        'PORT',
        'PUBLIC_URL',
        'REDIS_URL',
      ].sort(),
    );
    expect(error.message).toContain('DATABASE_URL: is required');
  });

  it('refuses to serve the dev outbox without its token', () => {
    const base = {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/billfold',
      MAIL_DEV_OUTBOX: 'true',
    };
    expect(() => loadApiEnv(base)).toThrow(
      'MAIL_DEV_OUTBOX_TOKEN: is required when MAIL_DEV_OUTBOX is true',
    );
    expect(() => loadApiEnv({ ...base, MAIL_DEV_OUTBOX_TOKEN: 'short' })).toThrow(
      'MAIL_DEV_OUTBOX_TOKEN: must be at least 32 characters',
    );
    expect(loadApiEnv({ ...base, MAIL_DEV_OUTBOX_TOKEN: 'x'.repeat(43) }).MAIL_DEV_OUTBOX).toBe(
      true,
    );
  });

  it('needs the webhook secret and both prices with a Stripe key, and exact plan prices', () => {
    const database = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/billfold' };
    expect(loadApiEnv(database)).toMatchObject({
      STRIPE_WEBHOOK_TOLERANCE_SECONDS: 300,
      PLAN_BASIC_PRICE_MONTHLY: '9.99',
      PLAN_FREE_MONTHLY_QUOTA: 50,
    });
    const error = environmentError(() =>
      loadApiEnv({
        ...database,
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PRICE_BASIC: 'price_b',
        PLAN_PREMIUM_PRICE_MONTHLY: '29.999',
      }),
    );
    expect(error.problems.sort()).toEqual([
      'PLAN_PREMIUM_PRICE_MONTHLY: must be an amount such as 9.99',
      'STRIPE_PRICE_PREMIUM: is required when STRIPE_SECRET_KEY is set',
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
    ]);
  });

  it('takes the admin credentials together, a long enough password and metrics token', () => {
    const database = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/billfold' };
    expect(
      loadApiEnv({
        ...database,
        ADMIN_USER: 'ops',
        ADMIN_PASSWORD: 'a-long-password',
        METRICS_TOKEN: 'm'.repeat(16),
      }),
    ).toMatchObject({
      ADMIN_USER: 'ops',
      ADMIN_PASSWORD: 'a-long-password',
      METRICS_TOKEN: 'm'.repeat(16),
    });
    const error = environmentError(() =>
      loadApiEnv({ ...database, ADMIN_PASSWORD: 'short', METRICS_TOKEN: 'short' }),
    );
    expect(error.problems.sort()).toEqual([
      'ADMIN_PASSWORD: must be at least 12 characters',
      'ADMIN_USER: is required when ADMIN_PASSWORD is set',
      'METRICS_TOKEN: must be at least 16 characters',
    ]);
  });
});
