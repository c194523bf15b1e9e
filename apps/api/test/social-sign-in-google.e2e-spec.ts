import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './support/api-harness.js';
import { GoogleStub, type GoogleClaims } from '@billfold/test-support/oauth-provider-stubs';

let api: RunningApi;
let google: GoogleStub;
let counter = 0;

beforeAll(async () => {
  google = await GoogleStub.start();
  api = await startApi({ PUBLIC_URL: 'https://billfold.example', ...google.env() });
});
afterAll(async () => {
  await api?.close();
  await google?.stop();
});

function person(overrides: Partial<GoogleClaims> = {}): GoogleClaims {
  const n = `${++counter}${Date.now()}`;
  return {
    sub: `10${n}`,
    email: `grace${n}@gmail.com`,
    email_verified: true,
    name: 'Grace Hopper',
    picture: `https://lh3.example.com/${n}`,
    ...overrides,
  };
}

const rejected = {
  status: 401,
  body: { code: 'SOCIAL_SIGN_IN_FAILED', message: 'Failed to authenticate with Google' },
};

async function googleSign(token: string) {
  return api
    .client()
    .json<{ user: Record<string, unknown> }>('POST', '/api/auth/google-sign', { token });
}

describe('Google ID tokens', () => {
  it('signs a new user in with a valid token, and a returning one into the same account', async () => {
    const claims = person();
    const first = await googleSign(await google.idToken(claims));
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({
      name: 'Grace Hopper',
      email: claims.email,
      emailVerified: true,
      oAuthProvider: 'google',
      avatarUrl: claims.picture,
    });
    const again = await googleSign(await google.idToken({ ...claims, name: 'Grace B. Hopper' }));
    expect(again.status).toBe(200);
    expect(again.body.user).toMatchObject({ id: first.body.user.id, name: 'Grace B. Hopper' });
  });

  it('accepts the short issuer form Google also uses', async () => {
    expect(
      (await googleSign(await google.idToken(person({ iss: 'accounts.google.com' })))).status,
    ).toBe(200);
  });

  it('refuses a token for another audience', async () => {
    expect(
      await googleSign(
        await google.idToken(person({ aud: 'someone-else.apps.googleusercontent.com' })),
      ),
    ).toEqual(rejected);
  });

  it('refuses a token from another issuer', async () => {
    expect(
      await googleSign(await google.idToken(person({ iss: 'https://evil.example.com' }))),
    ).toEqual(rejected);
    expect(await googleSign(await google.idToken(person({ iss: 'googleapis.com' })))).toEqual(
      rejected,
    );
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(
      await googleSign(await google.idToken(person({ iat: now - 7200, exp: now - 3600 }))),
    ).toEqual(rejected);
  });

  it('refuses a token whose address Google has not verified', async () => {
    expect(await googleSign(await google.idToken(person({ email_verified: false })))).toEqual(
      rejected,
    );
  });

  it('refuses a token with a bad signature', async () => {
    expect(await googleSign(await google.forgedIdToken(person()))).toEqual(rejected);
    // A genuine token whose claims were changed after signing.
    const [header, , signature] = (await google.idToken(person())).split('.');
    const payload = Buffer.from(
      JSON.stringify({
        ...person(),
        aud: google.clientId,
        iss: 'https://accounts.google.com',
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString('base64url');
    expect(await googleSign(`${header}.${payload}.${signature}`)).toEqual(rejected);
    expect(await googleSign('not-a-jwt')).toEqual(rejected);
  });

  it('allows the Google Identity Services script in the page policy and tells the web app the client id', async () => {
    const response = await api.client().get('/api/auth/providers');
    expect(await response.json()).toEqual({
      google: { clientId: google.clientId, scriptUrl: 'https://accounts.google.com/gsi/client' },
      github: false,
      twitter: false,
      facebook: false,
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(csp).toMatch(/frame-src https:\/\/accounts\.google\.com\/gsi\//);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});

describe('with no provider configured', () => {
  let bare: RunningApi;
  beforeAll(async () => {
    bare = await startApi({}, { catchMail: false });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('offers no provider, refuses every social sign-in, and keeps the strict page policy', async () => {
    const response = await bare.client().get('/api/auth/providers');
    expect(await response.json()).toEqual({
      google: null,
      github: false,
      twitter: false,
      facebook: false,
    });
    expect(response.headers.get('content-security-policy')).not.toContain('accounts.google.com');
    expect(
      await bare
        .client()
        .json('POST', '/api/auth/google-sign', { token: await google.idToken(person()) }),
    ).toEqual({
      status: 404,
      body: { code: 'PROVIDER_NOT_CONFIGURED', message: 'Google sign-in is not available.' },
    });
    for (const [provider, name] of [
      ['github', 'GitHub'],
      ['twitter', 'X'],
      ['facebook', 'Facebook'],
    ] as const) {
      expect(await bare.client().json('POST', '/api/auth/oauth/start', { provider })).toEqual({
        status: 404,
        body: { code: 'PROVIDER_NOT_CONFIGURED', message: `${name} sign-in is not available.` },
      });
      expect(
        (await bare.client().json('POST', `/api/auth/${provider}-sign`, { token: 'code' })).status,
      ).toBe(404);
    }
  });
});
