import { monthPeriodStart } from '@billfold/db';
import { expect } from 'vitest';
import type { MailSendPayload } from '@billfold/jobs';
import type { RunningApi } from './api-harness.js';
import type { HttpClient } from '@billfold/test-support/http-client';
import { linkIn } from './mail-catcher.js';

let counter = 0;

/** Registers an e-mail account through the API: the verification mail it is sent. */
export async function registered(
  api: RunningApi,
  account: { name: string; email: string; password: string },
): Promise<MailSendPayload> {
  expect((await api.client().post('/api/auth/register', account)).status).toBe(201);
  return api.mail.next(account.email, /Verify your email/);
}

/** Records `pages` pages as used by the user in this month's period (the free plan's). */
export async function spendPagesThisMonth(api: RunningApi, userId: string, pages: number) {
  const period = monthPeriodStart(new Date());
  await api.dataSource.query(
    'INSERT INTO usage_periods (user_id, period_start, pages_used) VALUES ($1, $2, $3)',
    [userId, period, pages],
  );
}

/** A new e-mail account, registered, verified through its e-mailed link, and signed in. */
export async function signedInUser(
  api: RunningApi,
  password = 'correct horse battery',
): Promise<{ client: HttpClient; email: string; id: string }> {
  const email = `member${++counter}.${process.pid}.${Date.now()}@example.com`;
  const client = api.client();
  const mail = await registered(api, { name: 'Test Member', email, password });
  const token = linkIn(mail, 'http').searchParams.get('token');
  expect((await client.post('/api/auth/verify-email', { token })).status).toBe(200);
  const login = await client.post('/api/auth/login-email', { email, password });
  expect(login.status).toBe(200);
  const { user } = (await login.json()) as { user: { id: string } };
  return { client, email, id: user.id };
}
