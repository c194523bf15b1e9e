import { environmentError } from '@billfold/test-support/environment';
import { describe, expect, it } from 'vitest';
import { loadWorkerEnv } from '../src/config/env.js';

describe('worker environment', () => {
  it('needs only DATABASE_URL and fills in the rest', () => {
    expect(loadWorkerEnv({ DATABASE_URL: 'postgres://db/billfold' })).toEqual({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://db/billfold',
      REDIS_PREFIX: 'billfold',
      MAIL_FROM: 'Billfold <no-reply@billfold.local>',
      LOG_LEVEL: 'info',
      WORKER_CONCURRENCY: 4,
      SHUTDOWN_TIMEOUT_MS: 120_000,
      DATA_DIR: '.data',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
      MAX_PDF_PAGES: 100,
      RENDER_TIMEOUT_PER_PAGE_MS: 10_000,
      RENDER_TIMEOUT_MAX_MS: 600_000,
      RENDERER_POOL_SIZE: 2,
      RENDERER_POOL_WARM: 1,
      PAGE_IMAGE_RETENTION_HOURS: 24,
      JOB_LOCK_DURATION_MS: 30_000,
      METRICS_HOST: '0.0.0.0',
    });
  });

  it('serves metrics only when METRICS_PORT is set, and takes a token of 16 characters or more', () => {
    expect(loadWorkerEnv({ DATABASE_URL: 'postgres://db/billfold' }).METRICS_PORT).toBeUndefined();
    expect(
      loadWorkerEnv({
        DATABASE_URL: 'postgres://db/billfold',
        METRICS_PORT: '9464',
        METRICS_TOKEN: 'a'.repeat(16),
      }),
    ).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_TOKEN: 'a'.repeat(16),
    });
    expect(() =>
      loadWorkerEnv({ DATABASE_URL: 'postgres://db/billfold', METRICS_TOKEN: 'short' }),
    ).toThrow(/METRICS_TOKEN/);
    expect(() =>
      loadWorkerEnv({ DATABASE_URL: 'postgres://db/billfold', METRICS_PORT: '70000' }),
    ).toThrow(/METRICS_PORT/);
  });

  it('takes the render time limit per page and its cap, the cap no lower than one page', () => {
    const base = { DATABASE_URL: 'postgres://db/billfold' };
    expect(
      loadWorkerEnv({
        ...base,
        RENDER_TIMEOUT_PER_PAGE_MS: '15000',
        RENDER_TIMEOUT_MAX_MS: '900000',
      }),
    ).toMatchObject({
      RENDER_TIMEOUT_PER_PAGE_MS: 15_000,
      RENDER_TIMEOUT_MAX_MS: 900_000,
    });
    expect(() => loadWorkerEnv({ ...base, RENDER_TIMEOUT_PER_PAGE_MS: '0' })).toThrow(
      /RENDER_TIMEOUT_PER_PAGE_MS/,
    );
    expect(() => loadWorkerEnv({ ...base, RENDER_TIMEOUT_MAX_MS: 'soon' })).toThrow(
      /RENDER_TIMEOUT_MAX_MS/,
    );
    expect(() =>
      loadWorkerEnv({
        ...base,
        RENDER_TIMEOUT_PER_PAGE_MS: '20000',
        RENDER_TIMEOUT_MAX_MS: '10000',
      }),
    ).toThrow('RENDER_TIMEOUT_MAX_MS: must be at least RENDER_TIMEOUT_PER_PAGE_MS');
  });

  it('keeps unsaved page images 1 hour to a year', () => {
    const base = { DATABASE_URL: 'postgres://db/billfold' };
    expect(
      loadWorkerEnv({ ...base, PAGE_IMAGE_RETENTION_HOURS: '72' }).PAGE_IMAGE_RETENTION_HOURS,
    ).toBe(72);
    for (const bad of ['0', '1.5', '8761', 'a day'])
      expect(() => loadWorkerEnv({ ...base, PAGE_IMAGE_RETENTION_HOURS: bad }), bad).toThrow(
        /PAGE_IMAGE_RETENTION_HOURS/,
      );
  });

  it('accepts the production settings', () => {
    const env = loadWorkerEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://billfold:pw@db:5432/billfold',
      REDIS_URL: 'rediss://:pw@cache:6380',
      REDIS_PREFIX: 'billfold:eu',
      SMTP_URL: 'smtps://apikey:pw@smtp.example.com:465',
      MAIL_FROM: 'no-reply@billfold.app',
      LOG_LEVEL: 'warn',
      WORKER_CONCURRENCY: '8',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    expect(env).toMatchObject({
      WORKER_CONCURRENCY: 8,
      SHUTDOWN_TIMEOUT_MS: 30_000,
      SMTP_URL: 'smtps://apikey:pw@smtp.example.com:465',
    });
  });

  it('refuses a bad environment, listing every bad variable at once', () => {
    const error = environmentError(() =>
      loadWorkerEnv({
        REDIS_URL: 'http://cache',
        REDIS_PREFIX: 'bill fold',
        SMTP_URL: 'mailto:ops@example.com',
        MAIL_FROM: 'Billfold',
        LOG_LEVEL: 'chatty',
        NODE_ENV: 'staging',
        WORKER_CONCURRENCY: '0',
        SHUTDOWN_TIMEOUT_MS: 'soon',
      }),
    );
    expect(error.problems.map((problem) => problem.split(':')[0]).sort()).toEqual(
      [
        'DATABASE_URL',
        'LOG_LEVEL',
        'MAIL_FROM',
        'NODE_ENV',
        'REDIS_PREFIX',
        'REDIS_URL',
        'SHUTDOWN_TIMEOUT_MS',
        'SMTP_URL',
        'WORKER_CONCURRENCY',
      ].sort(),
    );
    expect(error.message).toContain('DATABASE_URL: is required');
    expect(error.message).toContain('SMTP_URL: must be a smtp or smtps URL');
  });
});
