import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/harness.js';
import { HttpClient } from '@billfold/test-support/http-client';
import { linkIn } from '../src/outbox.js';
import { startSmtpStub, type DeliveredMail, type SmtpStub } from '../src/smtp-stub.js';

// The real mail path: the built API queues each e-mail, the built worker delivers it by SMTP to
// a real SMTP server on loopback, and the links in the delivered message drive the account.
let smtp: SmtpStub;
let app: Stack;

beforeAll(async () => {
  smtp = await startSmtpStub();
  // A refresh token used again more than a second after its rotation is a stolen one.
  app = await startStack({
    worker: true,
    env: { SMTP_URL: smtp.url, AUTH_REFRESH_GRACE_SECONDS: '1' },
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

async function body(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

function mailAt(to: string, subject: RegExp, count?: number): Promise<DeliveredMail> {
  app.assertWorkerRunning();
  return smtp.waitForMail(to, subject, count);
}

async function login(email: string, password: string): Promise<HttpClient> {
  const client = new HttpClient(app.baseUrl);
  const response = await client.post('/api/auth/login-email', { email, password });
  expect(response.status, JSON.stringify(await body(response.clone()))).toBe(200);
  return client;
}

describe('accounts over real SMTP', () => {
  it('registers, verifies, signs in, rotates, changes and resets the password from the delivered e-mails', async () => {
    const email = `mail-${randomUUID()}@example.com`;
    const password = 'first secret phrase';
    const anonymous = new HttpClient(app.baseUrl);

    // Register: the verification e-mail arrives by SMTP, as text and HTML, linking to PUBLIC_URL.
    const registered = await anonymous.post('/api/auth/register', {
      name: 'Ada Lovelace',
      email,
      password,
    });
    expect(registered.status).toBe(201);
    const verification = await mailAt(email, /^Verify your email address$/);
    expect(verification.envelopeTo).toEqual([email]);
    expect(verification.raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(verification.parsed.text).toBeTruthy();
    expect(verification.parsed.html).toBeTruthy();
    const verifyLink = linkIn(verification.parsed.text ?? '', `${app.baseUrl}/verify-email?`);
    expect(verifyLink.searchParams.get('email')).toBe(email);
    expect(verification.parsed.html).toContain(
      `href="${verifyLink.href.replaceAll('&', '&amp;')}"`,
    );

    expect((await anonymous.post('/api/auth/login-email', { email, password })).status).toBe(403);
    const verified = await anonymous.post('/api/auth/verify-email', {
      token: verifyLink.searchParams.get('token'),
    });
    expect(verified.status).toBe(200);

    // Sign in, then rotate the refresh token.
    const browser = await login(email, password);
    expect((await browser.get('/api/auth/verify-session')).status).toBe(200);
    const stolen = browser.clone();
    expect((await browser.post('/api/auth/refresh')).status).toBe(200);
    expect(browser.cookies.get('billfold_refresh')?.value).not.toBe(
      stolen.cookies.get('billfold_refresh')?.value,
    );
    expect((await browser.get('/api/auth/verify-session')).status).toBe(200);

    // The old refresh token comes back after the grace: the whole family is revoked.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const reuse = await stolen.post('/api/auth/refresh');
    expect(reuse.status).toBe(401);
    expect((await browser.get('/api/auth/verify-session')).status).toBe(401);
    expect((await browser.post('/api/auth/refresh')).status).toBe(401);

    // Two clients signed in; a password change in one ends the other's session.
    const here = await login(email, password);
    const elsewhere = await login(email, password);
    const newPassword = 'second secret phrase';
    const changed = await here.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword,
    });
    expect(changed.status).toBe(200);
    expect(await body(changed)).toEqual({ message: 'Password changed successfully!' });
    expect((await here.get('/api/auth/verify-session')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/verify-session')).status).toBe(401);
    expect((await elsewhere.post('/api/auth/refresh')).status).toBe(401);
    await mailAt(email, /^Your Billfold password was changed$/);

    // Forgot: the reset link from the delivered message sets a third password.
    const forgot = await anonymous.post('/api/auth/forgot-password', { email });
    expect(forgot.status).toBe(200);
    const resetMail = await mailAt(email, /^Reset your Billfold password$/);
    expect(resetMail.parsed.html).toBeTruthy();
    const resetLink = linkIn(resetMail.parsed.text ?? '', `${app.baseUrl}/reset-password?`);
    const finalPassword = 'third secret phrase';
    const reset = await anonymous.post('/api/auth/reset-password', {
      token: resetLink.searchParams.get('token'),
      newPassword: finalPassword,
    });
    expect(reset.status).toBe(200);
    expect(await body(reset)).toEqual({
      message: 'Password reset successfully! You can now log in with your new password.',
    });

    // The reset ended every session; only the newest password signs in.
    expect((await here.get('/api/auth/verify-session')).status).toBe(401);
    expect(
      (await anonymous.post('/api/auth/login-email', { email, password: newPassword })).status,
    ).toBe(401);
    const after = await login(email, finalPassword);
    expect(await body(await after.get('/api/auth/verify-session'))).toMatchObject({
      email,
      emailVerified: true,
    });
    await mailAt(email, /^Your Billfold password was changed$/, 2);
  });

  it('tells the owner of a registered address by e-mail instead of registering it twice', async () => {
    const email = `mail-${randomUUID()}@example.com`;
    const client = new HttpClient(app.baseUrl);
    expect(
      (
        await client.post('/api/auth/register', {
          name: 'Ada',
          email,
          password: 'first secret phrase',
        })
      ).status,
    ).toBe(201);
    const link = linkIn(
      (await mailAt(email, /^Verify your email address$/)).parsed.text ?? '',
      `${app.baseUrl}/verify-email?`,
    );
    expect(
      (await client.post('/api/auth/verify-email', { token: link.searchParams.get('token') }))
        .status,
    ).toBe(200);
    const again = await client.post('/api/auth/register', {
      name: 'Mallory',
      email,
      password: 'other secret phrase',
    });
    expect(again.status).toBe(201);
    const notice = await mailAt(email, /^You already have a Billfold account$/);
    expect(notice.parsed.text).toContain(`${app.baseUrl}/forgot-password`);
  });
});
