import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_JOB_OPTIONS,
  defineJob,
  jobDefinitions,
  mailSendJob,
  MailSendPayloadSchema,
} from '../src/index.js';

describe('job definitions', () => {
  it('name a job "<queue>.<verb>" on its queue', () => {
    expect(mailSendJob).toMatchObject({ queue: 'mail', name: 'mail.send' });
    expect(() => defineJob({ queue: 'mail', name: 'send', payload: z.object({}) })).toThrow(
      /<queue>\.<verb>/,
    );
    expect(() => defineJob({ queue: 'mail', name: 'analysis.run', payload: z.object({}) })).toThrow(
      /with queue "mail"/,
    );
    expect(() =>
      defineJob({ queue: 'mail', name: 'mail.send.now', payload: z.object({}) }),
    ).toThrow();
  });

  it('carry bounded attempts with exponential backoff and bounded retention (SECURITY.md 27)', () => {
    for (const definition of jobDefinitions) {
      expect(definition.defaults.attempts).toBeGreaterThan(1);
      expect(definition.defaults.attempts).toBeLessThanOrEqual(10);
      expect(definition.defaults.backoff).toMatchObject({ type: 'exponential' });
      expect(definition.defaults.removeOnComplete).toMatchObject({
        count: expect.any(Number) as number,
      });
      expect(definition.defaults.removeOnFail).toMatchObject({
        count: expect.any(Number) as number,
      });
    }
    expect(
      defineJob({
        queue: 'mail',
        name: 'mail.digest',
        payload: z.object({}),
        defaults: { attempts: 2 },
      }).defaults,
    ).toEqual({
      ...DEFAULT_JOB_OPTIONS,
      attempts: 2,
    });
  });

  it('run a periodic job at most once a second, with an empty payload', () => {
    expect(
      defineJob({
        queue: 'maintenance',
        name: 'maintenance.tidy',
        payload: z.object({}),
        everyMs: 60_000,
      }),
    ).toMatchObject({ everyMs: 60_000 });
    expect(() =>
      defineJob({
        queue: 'maintenance',
        name: 'maintenance.tidy',
        payload: z.object({}),
        everyMs: 10,
      }),
    ).toThrow(/at most once a second/);
    expect(() =>
      defineJob({
        queue: 'maintenance',
        name: 'maintenance.tidy',
        payload: z.object({ id: z.string() }),
        everyMs: 60_000,
      }),
    ).toThrow(/empty payload/);
    expect(mailSendJob).not.toHaveProperty('everyMs');
  });

  it('validate a mail.send payload', () => {
    const mail = { to: 'ada@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
    expect(MailSendPayloadSchema.parse(mail)).toEqual(mail);
    expect(MailSendPayloadSchema.safeParse({ ...mail, template: 'verify-email' }).success).toBe(
      true,
    );
    expect(MailSendPayloadSchema.safeParse({ ...mail, to: 'ada' }).success).toBe(false);
    expect(MailSendPayloadSchema.safeParse({ ...mail, html: undefined }).success).toBe(false);
  });
});
