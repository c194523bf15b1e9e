import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvironmentError, env, parseEnvironment, redactUrl } from './environment.js';

const schema = z.object({
  PORT: env.port(3000),
  DATABASE_URL: env.url(['postgres', 'postgresql']).optional(),
  REDIS_URL: env.url(['redis', 'rediss']).optional(),
  SECURE_COOKIES: env.boolean(false),
  LOG_LEVEL: env.logLevel(),
});

describe('parseEnvironment', () => {
  it('applies defaults when variables are unset or empty', () => {
    expect(parseEnvironment(schema, { REDIS_URL: '' })).toEqual({
      PORT: 3000,
      SECURE_COOKIES: false,
      LOG_LEVEL: 'info',
    });
  });

  it('coerces and accepts valid values', () => {
    const parsed = parseEnvironment(schema, {
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/billfold',
      SECURE_COOKIES: 'true',
    });
    expect(parsed.PORT).toBe(8080);
    expect(parsed.DATABASE_URL).toBe('postgres://u:p@db:5432/billfold');
    expect(parsed.SECURE_COOKIES).toBe(true);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      parseEnvironment(schema, {
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/billfold',
        REDIS_URL: 'not a url',
        SECURE_COOKIES: 'maybe',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvironmentError);
    const problems = (error as EnvironmentError).problems;
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'REDIS_URL',
      'SECURE_COOKIES',
      'LOG_LEVEL',
    ]);
    expect((error as Error).message).toContain(
      'DATABASE_URL: must be a postgres or postgresql URL',
    );
  });
});

describe('redactUrl', () => {
  it('keeps scheme, host, port and path and drops credentials', () => {
    expect(redactUrl('redis://user:secret@cache:6380/2')).toBe('redis://cache:6380/2');
    expect(redactUrl('postgres://billfold:secret@db/billfold?sslmode=require')).toBe(
      'postgres://db/billfold',
    );
    expect(redactUrl('smtps://apikey:secret@smtp.example.com:465')).toBe(
      'smtps://smtp.example.com:465',
    );
    expect(redactUrl('not a url')).toBe('(unparsable URL)');
  });
});
