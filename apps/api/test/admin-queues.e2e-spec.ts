import {
  analysisRunJob,
  createQueueBackend,
  JobProducer,
  mailSendJob,
  type QueueBackend,
} from '@billfold/jobs';
import { deleteRedisKeys, redisReachable } from '@billfold/jobs/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './support/api-harness.js';

const ADMIN = { ADMIN_USER: 'ops', ADMIN_PASSWORD: 'correct-horse-battery-staple' };
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisReachable(redisUrl);

describe('the queue dashboard at /admin/queues', () => {
  let api: RunningApi;
  let queue: QueueBackend;
  let producer: JobProducer;
  const prefix = `test-admin-${randomUUID().slice(0, 8)}`;
  const redis: Record<string, string> = redisUp
    ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix }
    : {};

  beforeAll(async () => {
    api = await startApi({ ...ADMIN, ...redis }, { catchMail: false });
    queue = await createQueueBackend({
      databaseUrl: api.database.url,
      redisUrl: redis.REDIS_URL,
      prefix,
    });
    producer = new JobProducer(queue);
  });
  afterAll(async () => {
    await producer?.close();
    await queue?.close();
    await api?.close();
    if (redisUp) await deleteRedisKeys(redisUrl, prefix);
  });

  it('answers 401 with a Basic challenge without credentials or with wrong ones', async () => {
    for (const authorization of [
      undefined,
      basic('ops', 'wrong-password-1234'),
      basic('root', ADMIN.ADMIN_PASSWORD),
      'Bearer x',
    ]) {
      const response = await fetch(`${api.baseUrl}/admin/queues`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="Billfold admin"/);
      expect(await response.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Admin credentials are required.',
      });
    }
    expect((await fetch(`${api.baseUrl}/admin/queues/api/queues`)).status).toBe(401);
  });

  it('serves the dashboard and its API with the credentials: every queue and its jobs', async () => {
    const authorization = basic(ADMIN.ADMIN_USER, ADMIN.ADMIN_PASSWORD);
    const page = await fetch(`${api.baseUrl}/admin/queues`, { headers: { authorization } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    const analysisId = randomUUID();
    await producer.enqueue(analysisRunJob, { analysisId }, { jobId: analysisId, delayMs: 60_000 });
    const answer = await fetch(
      `${api.baseUrl}/admin/queues/api/queues?activeQueue=analysis&status=delayed`,
      { headers: { authorization } },
    );
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      queues: { name: string; counts: Record<string, number>; jobs: { id: string }[] }[];
    };
    expect(body.queues.map((entry) => entry.name).sort()).toEqual([
      'analysis',
      'mail',
      'maintenance',
    ]);
    const analysis = body.queues.find((entry) => entry.name === 'analysis');
    expect(analysis?.counts.delayed).toBe(1);
    expect(analysis?.jobs.map((job) => job.id)).toEqual([analysisId]);
  });

  it('refuses its state-changing calls from another site', async () => {
    await producer.enqueue(
      mailSendJob,
      { to: 'a@example.com', subject: 'S', text: 't', html: '<p>t</p>' },
      { jobId: 'admin-test-mail', delayMs: 60_000 },
    );
    const authorization = basic(ADMIN.ADMIN_USER, ADMIN.ADMIN_PASSWORD);
    const crossSite = await fetch(
      `${api.baseUrl}/admin/queues/api/queues/mail/admin-test-mail/promote`,
      {
        method: 'PUT',
        headers: { authorization, origin: 'https://evil.example' },
      },
    );
    expect(crossSite.status).toBe(403);
    expect(await (await queue.openQueue('mail').getJob('admin-test-mail'))?.getState()).toBe(
      'delayed',
    );
    const sameSite = await fetch(
      `${api.baseUrl}/admin/queues/api/queues/mail/admin-test-mail/promote`,
      {
        method: 'PUT',
        headers: { authorization, origin: api.baseUrl },
      },
    );
    expect(sameSite.status).toBe(204);
    expect(await (await queue.openQueue('mail').getJob('admin-test-mail'))?.getState()).toBe(
      'waiting',
    );
  });
});

describe('without ADMIN_USER and ADMIN_PASSWORD', () => {
  it('does not serve /admin/queues at all', async () => {
    const api = await startApi({}, { catchMail: false });
    try {
      expect(
        (
          await fetch(`${api.baseUrl}/admin/queues`, {
            headers: { authorization: basic('ops', 'anything-at-all') },
          })
        ).status,
      ).toBe(404);
    } finally {
      await api.close();
    }
  });
});
