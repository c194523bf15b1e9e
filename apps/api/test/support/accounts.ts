import { expect } from 'vitest';
import type { RunningApi } from './api-harness.js';
import type { HttpClient } from '@billfold/test-support/http-client';
import { linkIn } from './mail-catcher.js';

let counter = 0;

/** A new e-mail account, registered, verified through its e-mailed link, and signed in. */
export async function signedInUser(
  api: RunningApi,
  password = 'correct horse battery',
): Promise<{ client: HttpClient; email: string; id: string }> {
  const email = `member${++counter}.${process.pid}.${Date.now()}@example.com`;
  const client = api.client();
  expect(
    (await client.post('/api/auth/register', { name: 'Test Member', email, password })).status,
  ).toBe(201);
  const token = linkIn(await api.mail.next(email, /Verify your email/), 'http').searchParams.get(
    'token',
  );
  expect((await client.post('/api/auth/verify-email', { token })).status).toBe(200);
  const login = await client.post('/api/auth/login-email', { email, password });
  expect(login.status).toBe(200);
  const { user } = (await login.json()) as { user: { id: string } };
  return { client, email, id: user.id };
}
