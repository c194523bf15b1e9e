import type { MailSendPayload } from '@billfold/jobs';
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@billfold/test-support/http-client';
import { useApi } from './support/api-harness.js';
import { registered } from './support/accounts.js';
import { linkIn } from './support/mail-catcher.js';

const PUBLIC_URL = 'https://billfold.example';
const PASSWORD = 'correct horse battery';

let counter = 0;
const newEmail = () => `user${++counter}.${Date.now()}@example.com`;

const api = useApi({ PUBLIC_URL, AUTH_REFRESH_GRACE_SECONDS: '2' });

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

const register = (email: string, password = PASSWORD): Promise<MailSendPayload> =>
  registered(api, { name: 'Ada Lovelace', email, password });

async function registerVerified(email: string, password = PASSWORD): Promise<void> {
  const mail = await register(email, password);
  const token = linkIn(mail, `${PUBLIC_URL}/verify-email`).searchParams.get('token');
  const response = await api.client().post('/api/auth/verify-email', { token });
  expect(response.status).toBe(200);
}

async function signIn(email: string, password = PASSWORD): Promise<HttpClient> {
  const client = api.client();
  const response = await client.post('/api/auth/login-email', { email, password });
  expect(response.status).toBe(200);
  return client;
}

const COMMON_PASSWORD = {
  code: 'COMMON_PASSWORD',
  message: 'This password is too common. Please choose a less guessable one.',
};

/** Asks for a reset link and returns its token. */
async function resetToken(email: string): Promise<string> {
  expect((await api.client().post('/api/auth/forgot-password', { email })).status).toBe(200);
  return linkIn(
    await api.mail.next(email, /Reset your Billfold password/),
    `${PUBLIC_URL}/reset-password`,
  ).searchParams.get('token')!;
}

/**
 * Moves the clock forward by `interval` (a PostgreSQL interval) for the user's unused tokens of
 * the purpose: they were issued that long ago, with the lifetime the API gave them.
 */
async function age(
  email: string,
  purpose: 'verify_email' | 'reset_password',
  interval: string,
): Promise<void> {
  const [, count] = await api.dataSource.query<[unknown, number]>(
    `UPDATE one_time_tokens SET created_at = created_at - $3::interval, expires_at = expires_at - $3::interval
      WHERE user_id = (SELECT id FROM users WHERE email = $1) AND purpose = $2 AND used_at IS NULL`,
    [email, purpose, interval],
  );
  expect(count).toBe(1);
}

async function passwordHashOf(email: string): Promise<string> {
  const [row] = await api.dataSource.query<{ password_hash: string }[]>(
    'SELECT password_hash FROM users WHERE email = $1',
    [email],
  );
  return row!.password_hash;
}

async function emailVerified(email: string): Promise<boolean> {
  const [row] = await api.dataSource.query<{ email_verified: boolean }[]>(
    'SELECT email_verified FROM users WHERE email = $1',
    [email],
  );
  return row!.email_verified;
}

describe('registration and verification', () => {
  it('registers, mails a verification link built from PUBLIC_URL, and verifies it once', async () => {
    const email = newEmail();
    const mail = await register(email);
    expect(mail.html).toContain('<a href="https://billfold.example/verify-email?token=');
    const link = linkIn(mail, `${PUBLIC_URL}/verify-email`);
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(link.searchParams.get('email')).toBe(email);

    const blocked = await api.client().post('/api/auth/login-email', { email, password: PASSWORD });
    expect(blocked.status).toBe(403);
    expect((await json(blocked)).code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await api.client().post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(await json(verified)).toEqual({
      message: 'Email verified successfully! You can now log in.',
    });

    const again = await api.client().post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect((await json(again)).code).toBe('TOKEN_INVALID');
    expect(String((await api.client().post('/api/auth/verify-email', { token })).status)).toBe(
      '400',
    );

    const [row] = await api.dataSource.query<{ email_verified: boolean }[]>(
      'SELECT email_verified FROM users WHERE email = $1',
      [email],
    );
    expect(row?.email_verified).toBe(true);
  });

  it('stores only a hash of the token', async () => {
    const email = newEmail();
    const token = linkIn(await register(email), PUBLIC_URL).searchParams.get('token')!;
    const rows = await api.dataSource.query<{ token_hash: Buffer }[]>(
      'SELECT t.token_hash FROM one_time_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash.toString('base64url')).not.toBe(token);
    expect(rows[0]!.token_hash.length).toBe(32);
  });

  it('answers an expired link with a message that says expired', async () => {
    const email = newEmail();
    const token = linkIn(await register(email), PUBLIC_URL).searchParams.get('token')!;
    await api.dataSource.query(
      "UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [email],
    );
    const response = await api.client().post('/api/auth/verify-email', { token });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.code).toBe('TOKEN_EXPIRED');
    expect(String(body.message).toLowerCase()).toContain('expired');
  });

  it('answers a second registration of an address alike and tells the owner by e-mail', async () => {
    const email = newEmail();
    await registerVerified(email);
    const response = await api
      .client()
      .post('/api/auth/register', { name: 'Mallory', email, password: 'another secret 1' });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({
      message: 'Registration successful! Please check your email to verify your account.',
    });
    await api.mail.next(email, /already have a Billfold account/);
    const [count] = await api.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM users WHERE email = $1',
      [email],
    );
    expect(count?.n).toBe(1);
  });

  it('resends verification alike for known and unknown addresses', async () => {
    const email = newEmail();
    await register(email);
    const known = await api.client().post('/api/auth/resend-verification', { email });
    const unknown = await api.client().post('/api/auth/resend-verification', { email: newEmail() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownBody = await json(known);
    expect(knownBody).toEqual(await json(unknown));
    expect(knownBody).toEqual({
      message: 'A new verification email has been sent to your email address.',
    });
    await api.mail.next(email, /Verify your email/);
  });

  it('refuses very common passwords', async () => {
    const response = await api
      .client()
      .post('/api/auth/register', { name: 'Bob', email: newEmail(), password: 'password1' });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      code: 'COMMON_PASSWORD',
      message: 'This password is too common. Please choose a less guessable one.',
    });
  });
});

describe('sign-in and sessions', () => {
  it('answers an unknown e-mail and a wrong password alike', async () => {
    const email = newEmail();
    await registerVerified(email);
    const wrong = await api
      .client()
      .post('/api/auth/login-email', { email, password: 'not the password' });
    const unknown = await api
      .client()
      .post('/api/auth/login-email', { email: newEmail(), password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(await json(unknown)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
  });

  it('sets HttpOnly SameSite=Lax cookies, Secure under an https PUBLIC_URL, and no token in the body', async () => {
    const email = newEmail();
    await registerVerified(email);
    const client = api.client();
    const response = await client.post('/api/auth/login-email', { email, password: PASSWORD });
    const body = await json(response);
    expect(body).toEqual({
      user: expect.objectContaining({
        email,
        name: 'Ada Lovelace',
        oAuthProvider: 'email',
        emailVerified: true,
        filesProcessed: 0,
      }) as unknown,
    });
    expect(JSON.stringify(body)).not.toMatch(/token|hash/i);
    for (const name of ['billfold_session', 'billfold_refresh']) {
      const attributes = client.cookies.get(name)!.attributes;
      expect(attributes).toMatch(/HttpOnly/);
      expect(attributes).toMatch(/SameSite=Lax/);
      expect(attributes).toMatch(/Secure/);
    }
    expect(client.cookies.get('billfold_refresh')!.path).toBe('/api/auth');
    const session = await client.get('/api/auth/verify-session');
    expect(session.status).toBe(200);
    expect((await json(session)).email).toBe(email);
  });

  it('starts a new session at every sign-in', async () => {
    const email = newEmail();
    await registerVerified(email);
    const first = await signIn(email);
    const second = await signIn(email);
    expect(first.cookies.get('billfold_session')!.value).not.toBe(
      second.cookies.get('billfold_session')!.value,
    );
    const [count] = await api.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [email],
    );
    expect(count?.n).toBe(2);
  });

  it('rotates the refresh token; the old access token stops working', async () => {
    const email = newEmail();
    await registerVerified(email);
    const client = await signIn(email);
    const before = client.clone();
    const refreshed = await client.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(client.cookies.get('billfold_refresh')!.value).not.toBe(
      before.cookies.get('billfold_refresh')!.value,
    );
    expect((await client.get('/api/auth/verify-session')).status).toBe(200);
    expect((await before.get('/api/auth/verify-session')).status).toBe(401);
  });

  // A reused refresh token ending the family, and parallel refreshes not forking it, are rules
  // of SessionsService: sessions.int-spec.ts tests them on the database.

  it('ends sessions that sat idle too long or passed their absolute lifetime', async () => {
    const email = newEmail();
    await registerVerified(email);
    const idle = await signIn(email);
    const old = await signIn(email);
    const sessions = await api.dataSource.query<{ id: string }[]>(
      'SELECT s.id FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 ORDER BY s.created_at',
      [email],
    );
    await api.dataSource.query(
      "UPDATE auth_sessions SET last_refreshed_at = now() - interval '15 days' WHERE id = $1",
      [sessions[0]!.id],
    );
    await api.dataSource.query(
      "UPDATE auth_sessions SET expires_at = now() - interval '1 second' WHERE id = $1",
      [sessions[1]!.id],
    );
    const expired = {
      status: 401,
      body: { code: 'SESSION_EXPIRED', message: 'Your session has expired. Please sign in again.' },
    };
    expect(await idle.json('POST', '/api/auth/refresh')).toEqual(expired);
    expect((await old.get('/api/auth/verify-session')).status).toBe(401);
    expect(await old.json('POST', '/api/auth/refresh')).toEqual(expired);
    // A browser that holds no session has nothing that expired: it is simply not signed in.
    expect(await api.client().json('POST', '/api/auth/refresh')).toEqual({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
    });
  });

  it('logs out on the server: the old cookies no longer work', async () => {
    const email = newEmail();
    await registerVerified(email);
    const client = await signIn(email);
    const copy = client.clone();
    const response = await client.post('/api/auth/logout');
    expect(response.status).toBe(204);
    expect(client.cookies.size).toBe(0);
    expect((await copy.get('/api/auth/verify-session')).status).toBe(401);
    expect((await copy.post('/api/auth/refresh')).status).toBe(401);
  });

  it('upgrades a weaker password hash at the next sign-in', async () => {
    const email = newEmail();
    await registerVerified(email);
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash(PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await api.dataSource.query('UPDATE users SET password_hash = $1 WHERE email = $2', [
      weak,
      email,
    ]);
    await signIn(email);
    const [row] = await api.dataSource.query<{ password_hash: string }[]>(
      'SELECT password_hash FROM users WHERE email = $1',
      [email],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('passwords', () => {
  it('changes the password with the current one and ends every other session', async () => {
    const email = newEmail();
    await registerVerified(email);
    const here = await signIn(email);
    const elsewhere = await signIn(email);

    const wrong = await here.post('/api/auth/change-password', {
      currentPassword: 'nope nope',
      newPassword: 'a brand new secret',
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({
      code: 'WRONG_CURRENT_PASSWORD',
      message: 'Current password is incorrect',
    });

    const same = await here.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect((await json(same)).message).toBe('New password must be different from current password');

    const changed = await here.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new secret',
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toEqual({ message: 'Password changed successfully!' });
    expect((await here.get('/api/auth/verify-session')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/verify-session')).status).toBe(401);
    expect((await elsewhere.post('/api/auth/refresh')).status).toBe(401);
    await api.mail.next(email, /password was changed/);
    await signIn(email, 'a brand new secret');
  });

  it('needs a session to change a password', async () => {
    const response = await api
      .client()
      .post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'another one 2' });
    expect(response.status).toBe(401);
  });

  it('resets a password once even under 16 concurrent uses of the link, and ends every session', async () => {
    const email = newEmail();
    await registerVerified(email);
    const session = await signIn(email);
    const known = await api.client().post('/api/auth/forgot-password', { email });
    const unknown = await api.client().post('/api/auth/forgot-password', { email: newEmail() });
    expect(known.status).toBe(200);
    const knownBody = await json(known);
    expect(knownBody).toEqual(await json(unknown));
    expect(knownBody).toEqual({ message: 'Password reset email sent! Check your inbox.' });

    const token = linkIn(
      await api.mail.next(email, /Reset your Billfold password/),
      `${PUBLIC_URL}/reset-password`,
    ).searchParams.get('token');
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        api
          .client()
          .post('/api/auth/reset-password', { token, newPassword: `fresh secret number ${i}` }),
      ),
    );
    const statuses = attempts.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    const winner = statuses.indexOf(200);
    expect(await json(attempts[winner]!)).toEqual({
      message: 'Password reset successfully! You can now log in with your new password.',
    });

    expect((await session.get('/api/auth/verify-session')).status).toBe(401);
    expect(
      (await api.client().post('/api/auth/login-email', { email, password: PASSWORD })).status,
    ).toBe(401);
    await signIn(email, `fresh secret number ${winner}`);
  });

  it('refuses a reset link that is unknown or expired', async () => {
    const invalid = await api.client().post('/api/auth/reset-password', {
      token: 'not-a-real-token',
      newPassword: 'some new secret',
    });
    expect(invalid.status).toBe(400);
    expect(await json(invalid)).toEqual({
      code: 'TOKEN_INVALID',
      message: 'Invalid reset link. Please request a new password reset.',
    });

    const email = newEmail();
    await registerVerified(email);
    const session = await signIn(email);
    const token = await resetToken(email);
    const before = await passwordHashOf(email);
    await age(email, 'reset_password', '1 hour 1 second');
    const expired = await api
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'some new secret' });
    expect(expired.status).toBe(400);
    expect(await json(expired)).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'This reset link has expired. Please request a new password reset.',
    });
    expect(await passwordHashOf(email)).toBe(before);
    expect((await session.get('/api/auth/verify-session')).status).toBe(200);
    expect(
      (await api.client().post('/api/auth/login-email', { email, password: 'some new secret' }))
        .status,
    ).toBe(401);
    await signIn(email);
  });

  it('refuses a very common password at change, keeping the old password and every session', async () => {
    const email = newEmail();
    await registerVerified(email);
    const here = await signIn(email);
    const elsewhere = await signIn(email);
    const before = await passwordHashOf(email);
    for (const newPassword of ['iloveyou', 'Sunshine', 'QWERTY123']) {
      const response = await here.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword,
      });
      expect(response.status, newPassword).toBe(400);
      expect(await json(response)).toEqual(COMMON_PASSWORD);
    }
    expect(await passwordHashOf(email)).toBe(before);
    expect((await elsewhere.get('/api/auth/verify-session')).status).toBe(200);
    expect(
      (await api.client().post('/api/auth/login-email', { email, password: 'iloveyou' })).status,
    ).toBe(401);
    await signIn(email);
  });

  it('refuses a very common password at reset without spending the link', async () => {
    const email = newEmail();
    await registerVerified(email);
    const session = await signIn(email);
    const token = await resetToken(email);
    const before = await passwordHashOf(email);
    for (const newPassword of ['letmein1', 'Football', 'TRUSTNO1']) {
      const response = await api.client().post('/api/auth/reset-password', { token, newPassword });
      expect(response.status, newPassword).toBe(400);
      expect(await json(response)).toEqual(COMMON_PASSWORD);
    }
    expect(await passwordHashOf(email)).toBe(before);
    expect((await session.get('/api/auth/verify-session')).status).toBe(200);

    const reset = await api
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'an uncommon new secret' });
    expect(reset.status).toBe(200);
    await signIn(email, 'an uncommon new secret');
  });
});

describe('e-mailed tokens', () => {
  it('binds each token to its purpose: a verification link cannot reset a password, nor a reset link verify an address', async () => {
    const email = newEmail();
    const verifyToken = linkIn(
      await register(email),
      `${PUBLIC_URL}/verify-email`,
    ).searchParams.get('token')!;
    const reset = await resetToken(email);
    const before = await passwordHashOf(email);

    const verifyAsReset = await api
      .client()
      .post('/api/auth/reset-password', { token: verifyToken, newPassword: 'taken over secret' });
    expect(verifyAsReset.status).toBe(400);
    expect(await json(verifyAsReset)).toEqual({
      code: 'TOKEN_INVALID',
      message: 'Invalid reset link. Please request a new password reset.',
    });
    expect(await passwordHashOf(email)).toBe(before);

    const resetAsVerify = await api.client().post('/api/auth/verify-email', { token: reset });
    expect(resetAsVerify.status).toBe(400);
    expect((await json(resetAsVerify)).code).toBe('TOKEN_INVALID');
    expect(await emailVerified(email)).toBe(false);

    // Both were refused for their purpose only: each still does its own work.
    expect((await api.client().post('/api/auth/verify-email', { token: verifyToken })).status).toBe(
      200,
    );
    expect(
      (
        await api
          .client()
          .post('/api/auth/reset-password', { token: reset, newPassword: 'a proper new secret' })
      ).status,
    ).toBe(200);
    await signIn(email, 'a proper new secret');
  });

  it('keeps a verification link working for 24 hours and not a moment longer', async () => {
    const fresh = newEmail();
    const freshToken = linkIn(await register(fresh), PUBLIC_URL).searchParams.get('token');
    await age(fresh, 'verify_email', '23 hours 59 minutes 30 seconds');
    expect((await api.client().post('/api/auth/verify-email', { token: freshToken })).status).toBe(
      200,
    );
    expect(await emailVerified(fresh)).toBe(true);

    const stale = newEmail();
    const staleToken = linkIn(await register(stale), PUBLIC_URL).searchParams.get('token');
    await age(stale, 'verify_email', '24 hours 30 seconds');
    const refused = await api.client().post('/api/auth/verify-email', { token: staleToken });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'This verification link has expired.',
    });
    expect(await emailVerified(stale)).toBe(false);
  });

  it('keeps a reset link working for 1 hour and not a moment longer', async () => {
    const fresh = newEmail();
    await registerVerified(fresh);
    const freshToken = await resetToken(fresh);
    await age(fresh, 'reset_password', '59 minutes 30 seconds');
    expect(
      (
        await api.client().post('/api/auth/reset-password', {
          token: freshToken,
          newPassword: 'just in time secret',
        })
      ).status,
    ).toBe(200);
    await signIn(fresh, 'just in time secret');

    const stale = newEmail();
    await registerVerified(stale);
    const staleToken = await resetToken(stale);
    const before = await passwordHashOf(stale);
    await age(stale, 'reset_password', '1 hour 30 seconds');
    const refused = await api
      .client()
      .post('/api/auth/reset-password', { token: staleToken, newPassword: 'too late secret' });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'This reset link has expired. Please request a new password reset.',
    });
    expect(await passwordHashOf(stale)).toBe(before);
    await signIn(stale);
  });
});

describe('abuse and bad input', () => {
  it('limits failed sign-ins per account, even with the right password afterwards', async () => {
    const email = newEmail();
    await registerVerified(email);
    for (let i = 0; i < 5; i++) {
      expect(
        (await api.client().post('/api/auth/login-email', { email, password: `wrong ${i}` }))
          .status,
      ).toBe(401);
    }
    const blocked = await api.client().post('/api/auth/login-email', { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  });

  it('answers malformed JSON, missing and oversized fields with a clear 400 and writes nothing', async () => {
    const client = api.client();
    const before = await api.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM users',
    );

    const malformed = await client.post('/api/auth/register', '{"name": "x", "email":');
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String) as unknown,
    });

    const missing = await client.post('/api/auth/register', {
      email: newEmail(),
      password: PASSWORD,
    });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ code: 'VALIDATION_FAILED', message: 'Name is required' });

    const short = await client.post('/api/auth/register', {
      name: 'A',
      email: newEmail(),
      password: '12345',
    });
    expect((await json(short)).message).toBe('Password must be at least 6 characters long');

    const badEmail = await client.post('/api/auth/register', {
      name: 'A',
      email: 'not-an-email',
      password: PASSWORD,
    });
    expect((await json(badEmail)).message).toBe('Please enter a valid email address');

    const long = await client.post('/api/auth/register', {
      name: 'A'.repeat(201),
      email: newEmail(),
      password: PASSWORD,
    });
    expect(long.status).toBe(400);

    const huge = await client.post('/api/auth/register', {
      name: 'A',
      email: newEmail(),
      password: 'x'.repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
    expect((await json(huge)).code).toBe('PAYLOAD_TOO_LARGE');

    const after = await api.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM users',
    );
    expect(after).toEqual(before);
  });

  it('refuses form content types on JSON routes and cross-site origins', async () => {
    const client = api.client();
    const form = await client.request('POST', '/api/auth/login-email', 'email=a%40b.c&password=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect((await json(form)).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const text = await client.request('POST', '/api/auth/logout', 'x', {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);

    const crossSite = await client.post(
      '/api/auth/login-email',
      { email: 'a@b.c', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await json(crossSite)).toEqual({
      code: 'FORBIDDEN_ORIGIN',
      message: 'Cross-site requests are not allowed.',
    });

    const fetchMetadata = await client.post('/api/auth/logout', undefined, {
      origin: '',
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchMetadata.status).toBe(403);
  });
});
