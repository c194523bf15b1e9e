import { OutboxMailsRepository } from '@billfold/db';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts.js';
import { useApi, type RunningApi } from './support/api-harness.js';
import { linkIn } from './support/mail-catcher.js';

// The dev outbox holds every e-mail the dev transport stored, password-reset links included:
// whoever reads it can take over any account. Only the holder of the outbox token may.

const PUBLIC_URL = 'http://localhost:5173';
const TOKEN = randomBytes(32).toString('base64url');
/** Another token of the same length: compared in full, not by its length or a prefix. */
const WRONG_TOKEN = `${TOKEN.slice(0, -1)}${TOKEN.endsWith('A') ? 'B' : 'A'}`;

/** Every route of the outbox, as an anonymous caller would send it. */
const outboxRoutes = [
  { method: 'GET', path: '/api/dev/outbox' },
  { method: 'GET', path: `/api/dev/outbox?token=${TOKEN}` },
  { method: 'POST', path: '/api/dev/outbox/session', body: { token: WRONG_TOKEN } },
] as const;

/** Stores a mail the way the worker's dev transport does when SMTP_URL is unset. */
async function deliverToOutbox(
  api: RunningApi,
  mail: { to: string; subject: string; text: string; html: string },
) {
  await new OutboxMailsRepository(api.dataSource).saveOnce({
    jobId: `test-${randomBytes(6).toString('hex')}`,
    ...mail,
  });
}

/** A mail whose HTML part is its text in a paragraph. */
const mailOf = (to: string, subject: string, text: string) => ({
  to,
  subject,
  text,
  html: `<p>${text}</p>`,
});

describe('the dev outbox when it is on (MAIL_DEV_OUTBOX with its token)', () => {
  const api = useApi({ PUBLIC_URL, MAIL_DEV_OUTBOX: 'true', MAIL_DEV_OUTBOX_TOKEN: TOKEN });

  it('shows no mail to an anonymous caller on any of its routes', async () => {
    await deliverToOutbox(
      api,
      mailOf('someone@example.com', 'Secret', 'secret link https://x.example/reset?token=s3cret'),
    );
    for (const route of outboxRoutes) {
      const response = await api
        .client()
        .request(route.method, route.path, 'body' in route ? route.body : undefined);
      const text = await response.text();
      expect({ route: route.path, status: response.status }).toEqual({
        route: route.path,
        status: 401,
      });
      expect(text).not.toContain('s3cret');
      expect(JSON.parse(text)).toMatchObject({ code: 'DEV_OUTBOX_TOKEN_REQUIRED' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses a wrong token of the same length, in the header and in the exchange', async () => {
    expect(WRONG_TOKEN).toHaveLength(TOKEN.length);
    expect(WRONG_TOKEN).not.toBe(TOKEN);
    const byHeader = await api
      .client()
      .request('GET', '/api/dev/outbox', undefined, { authorization: `Bearer ${WRONG_TOKEN}` });
    expect(byHeader.status).toBe(401);
    const client = api.client();
    const exchange = await client.post('/api/dev/outbox/session', { token: WRONG_TOKEN });
    expect(exchange.status).toBe(401);
    expect(client.cookies.size).toBe(0);
    // A cookie made up by the caller opens nothing either.
    client.cookies.set('billfold_dev_outbox', {
      value: TOKEN,
      path: '/api/dev/outbox',
      attributes: '',
    });
    expect((await client.get('/api/dev/outbox')).status).toBe(401);
  });

  it('lists the mails for the right token in the Authorization header, never cached', async () => {
    await deliverToOutbox(api, mailOf('reader@example.com', 'For the token holder', 'hello'));
    const response = await api
      .client()
      .request('GET', '/api/dev/outbox', undefined, { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { mails } = (await response.json()) as { mails: { to: string; subject: string }[] };
    expect(mails.map((mail) => mail.subject)).toContain('For the token holder');
  });

  it('trades the right token once for an HttpOnly, SameSite=Strict cookie scoped to the outbox', async () => {
    const browser = api.client();
    const exchange = await browser.post('/api/dev/outbox/session', { token: TOKEN });
    expect(exchange.status).toBe(204);
    const [setCookie, ...others] = exchange.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(setCookie).toMatch(/^billfold_dev_outbox=[\w-]{43};/);
    expect(setCookie).toContain('Path=/api/dev/outbox');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    // The cookie is derived from the token, not the token itself.
    expect(setCookie).not.toContain(TOKEN);
    expect((await browser.get('/api/dev/outbox')).status).toBe(200);
  });

  it('defeats the takeover: a reset requested for the victim cannot be read anonymously', async () => {
    const victim = await signedInUser(api);
    const attacker = api.client();
    expect((await attacker.post('/api/auth/forgot-password', { email: victim.email })).status).toBe(
      200,
    );
    const resetMail = await api.mail.next(victim.email, /Reset your Billfold password/);
    const resetToken = linkIn(resetMail, `${PUBLIC_URL}/reset-password`).searchParams.get('token')!;
    await deliverToOutbox(api, resetMail);

    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${WRONG_TOKEN}` },
      { authorization: 'Bearer ' },
    ]) {
      const response = await attacker.request('GET', '/api/dev/outbox', undefined, headers);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain(resetToken);
    }
    // The owner of the token does see it (the mail really is there).
    const owner = await api
      .client()
      .request('GET', '/api/dev/outbox', undefined, { authorization: `Bearer ${TOKEN}` });
    expect(await owner.text()).toContain(resetToken);
  });
});

describe('the dev outbox when it is off (the default, and pnpm start without MAIL_DEV_OUTBOX)', () => {
  // A token without MAIL_DEV_OUTBOX opens nothing.
  const api = useApi({ PUBLIC_URL, MAIL_DEV_OUTBOX_TOKEN: TOKEN });

  it('answers 404 and no mail on every route, with or without the token', async () => {
    await deliverToOutbox(api, mailOf('someone@example.com', 'Stored', 'stored s3cret'));
    for (const route of [
      ...outboxRoutes,
      { method: 'POST', path: '/api/dev/outbox/session', body: { token: TOKEN } },
    ] as const) {
      const anonymous: Record<string, string> = {};
      for (const headers of [anonymous, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await api
          .client()
          .request(route.method, route.path, 'body' in route ? route.body : undefined, headers);
        expect({ route: route.path, status: response.status }).toEqual({
          route: route.path,
          status: 404,
        });
        expect(await response.text()).not.toContain('s3cret');
      }
    }
  });
});
