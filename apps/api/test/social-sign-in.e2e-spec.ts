import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registered, signedInUser } from './support/accounts.js';
import { startApi, type RunningApi } from './support/api-harness.js';
import type { HttpClient } from '@billfold/test-support/http-client';
import {
  FacebookStub,
  GitHubStub,
  XStub,
  type GitHubUser,
} from '@billfold/test-support/oauth-provider-stubs';

const PUBLIC_URL = 'https://billfold.example';
const PASSWORD = 'correct horse battery';

let api: RunningApi;
let github: GitHubStub;
let x: XStub;
let facebook: FacebookStub;
let counter = 0;
const unique = () => `${++counter}${Date.now()}`;

beforeAll(async () => {
  [github, x, facebook] = await Promise.all([
    GitHubStub.start(),
    XStub.start(),
    FacebookStub.start(),
  ]);
  api = await startApi({ PUBLIC_URL, ...github.env(), ...x.env(), ...facebook.env() });
});
afterAll(async () => {
  await api?.close();
  await Promise.all([github?.stop(), x?.stop(), facebook?.stop()]);
});

type Provider = 'github' | 'twitter' | 'facebook';

interface UserBody {
  user: {
    id: string;
    name: string;
    email: string | null;
    avatarUrl: string | null;
    oAuthProvider: string;
    emailVerified: boolean;
  };
}

/**
 * What the browser does: asks the API to start (flow cookie set), visits the provider's page
 * (the stub signs `nextUser` in at once) and comes back to {PUBLIC_URL}/login with code and state.
 */
async function authorize(
  client: HttpClient,
  provider: Provider,
): Promise<{ code: string; state: string; url: URL }> {
  const started = await client.json<{ url: string; state: string }>(
    'POST',
    '/api/auth/oauth/start',
    { provider },
  );
  expect(started.status).toBe(200);
  const page = await fetch(started.body.url, { redirect: 'manual' });
  expect(page.status).toBe(302);
  const back = new URL(page.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/login`);
  // The web app compares this with the state it kept in session storage.
  expect(back.searchParams.get('state')).toBe(started.body.state);
  return {
    code: back.searchParams.get('code')!,
    state: started.body.state,
    url: new URL(started.body.url),
  };
}

async function signIn(
  provider: Provider,
  client = api.client(),
): Promise<{
  client: HttpClient;
  status: number;
  body: UserBody & { code?: string; message?: string };
}> {
  const { code } = await authorize(client, provider);
  const answer = await client.json<UserBody & { code?: string; message?: string }>(
    'POST',
    `/api/auth/${provider}-sign`,
    { token: code },
  );
  return { client, ...answer };
}

function gitHubUser(overrides: Partial<GitHubUser> = {}): GitHubUser {
  const id = Number(unique().slice(-9));
  const email = `octo${id}@example.com`;
  return {
    id,
    login: `octo${id}`,
    name: 'Mona Octocat',
    email: null,
    emails: [{ email, primary: true, verified: true }],
    avatarUrl: `https://avatars.example.com/u/${id}`,
    ...overrides,
  };
}

async function registerUnverified(email: string, password = PASSWORD): Promise<void> {
  await registered(api, { name: 'Someone Else', email, password });
}

describe('starting a sign-in through a provider', () => {
  it('sends the browser to GitHub with the scopes, the redirect to /login, a state and a PKCE S256 challenge, bound to the browser by an HttpOnly cookie', async () => {
    github.nextUser = gitHubUser();
    const client = api.client();
    const { url, state } = await authorize(client, 'github');
    expect(url.searchParams.get('client_id')).toBe('gh-client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/login`);
    expect(url.searchParams.get('scope')).toBe('read:user user:email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(state, 'base64url').length).toBeGreaterThanOrEqual(32);

    const cookie = client.cookies.get('billfold_oauth_github');
    expect(cookie).toBeDefined();
    expect(cookie!.path).toBe('/api/auth');
    expect(cookie!.attributes).toMatch(/HttpOnly/i);
    expect(cookie!.attributes).toMatch(/SameSite=Lax/i);
    expect(cookie!.attributes).toMatch(/Secure/i);
    // Only a hash of the browser's key is stored; the verifier never leaves the server.
    const rows = await api.dataSource.query<{ browser_key_hash: Buffer; code_verifier: string }[]>(
      `SELECT browser_key_hash, code_verifier FROM oauth_flows WHERE provider = 'github'`,
    );
    const keys = rows.map((row) => row.browser_key_hash.toString('base64url'));
    expect(keys).not.toContain(cookie!.value);
    for (const row of rows) expect(url.toString()).not.toContain(row.code_verifier);
  });

  it('starts no sign-in for an unknown provider', async () => {
    const answer = await api
      .client()
      .json('POST', '/api/auth/oauth/start', { provider: 'myspace' });
    expect(answer.status).toBe(400);
  });

  it('lists the configured providers', async () => {
    const answer = await api.client().json('GET', '/api/auth/providers');
    expect(answer).toEqual({
      status: 200,
      body: { google: null, github: true, twitter: true, facebook: true },
    });
  });
});

describe('GitHub', () => {
  it('signs a new user in with the primary verified address from /user/emails when the profile shows none', async () => {
    const user = gitHubUser({ name: 'Mona Lisa Octocat', emails: [] });
    user.emails = [
      { email: `old${user.id}@example.com`, primary: false, verified: false },
      { email: `mona${user.id}@example.com`, primary: true, verified: true },
    ];
    github.nextUser = user;
    const before = github.tokenRequests.length;
    const { client, status, body } = await signIn('github');
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      name: 'Mona Lisa Octocat',
      email: `mona${user.id}@example.com`,
      emailVerified: true,
      oAuthProvider: 'github',
      avatarUrl: user.avatarUrl,
    });
    // The code was exchanged once, on the server, with the secret, the redirect URI and the PKCE verifier.
    expect(github.tokenRequests.length).toBe(before + 1);
    expect(github.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      client_secret: 'gh-secret',
      redirect_uri: `${PUBLIC_URL}/login`,
    });
    expect(github.tokenRequests.at(-1)!.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A session like any other: cookies, verify-session, and the flow cookie gone.
    expect((await client.json('GET', '/api/auth/verify-session')).body).toMatchObject({
      id: body.user.id,
      oAuthProvider: 'github',
    });
    expect(client.cookies.has('billfold_oauth_github')).toBe(false);
  });

  it('signs a returning user into the same account, with the profile as GitHub shows it now', async () => {
    const user = gitHubUser();
    github.nextUser = user;
    const first = await signIn('github');
    github.nextUser = {
      ...user,
      name: 'Mona Renamed',
      avatarUrl: 'https://avatars.example.com/new',
    };
    const again = await signIn('github');
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(again.body.user).toMatchObject({
      name: 'Mona Renamed',
      avatarUrl: 'https://avatars.example.com/new',
    });
    const identities = await api.dataSource.query<{ count: string }[]>(
      `SELECT count(*) FROM identities WHERE provider = 'github' AND provider_subject = $1`,
      [String(user.id)],
    );
    expect(identities[0]!.count).toBe('1');
  });

  it('exchanges a code once: a replay is refused without asking GitHub, and a replay with a new sign-in fails at GitHub', async () => {
    github.nextUser = gitHubUser();
    const client = api.client();
    const { code } = await authorize(client, 'github');
    const jar = client.clone();
    expect((await client.json('POST', '/api/auth/github-sign', { token: code })).status).toBe(200);

    const exchanges = github.tokenRequests.length;
    const replay = await jar.json('POST', '/api/auth/github-sign', { token: code });
    expect(replay).toEqual({
      status: 401,
      body: { code: 'OAUTH_STATE_INVALID', message: 'Invalid OAuth state' },
    });
    expect(github.tokenRequests.length).toBe(exchanges);

    // A fresh sign-in in this browser has a new verifier: the old code does not go with it.
    const started = await jar.json<{ url: string }>('POST', '/api/auth/oauth/start', {
      provider: 'github',
    });
    expect(started.status).toBe(200);
    const again = await jar.json('POST', '/api/auth/github-sign', { token: code });
    expect(again).toEqual({
      status: 401,
      body: { code: 'SOCIAL_SIGN_IN_FAILED', message: 'Failed to authenticate with GitHub' },
    });
  });

  it('refuses a code brought by a browser that did not start the sign-in', async () => {
    github.nextUser = gitHubUser();
    const { code } = await authorize(api.client(), 'github');
    const exchanges = github.tokenRequests.length;
    const other = await api.client().json('POST', '/api/auth/github-sign', { token: code });
    expect(other).toEqual({
      status: 401,
      body: { code: 'OAUTH_STATE_INVALID', message: 'Invalid OAuth state' },
    });
    expect(github.tokenRequests.length).toBe(exchanges);
  });

  it('refuses a sign-in started more than 10 minutes ago', async () => {
    github.nextUser = gitHubUser();
    const client = api.client();
    const { code } = await authorize(client, 'github');
    await api.dataSource.query(`UPDATE oauth_flows SET expires_at = now() - interval '1 second'`);
    const late = await client.json('POST', '/api/auth/github-sign', { token: code });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ code: 'OAUTH_STATE_INVALID' });
  });

  it('gives two first sign-ins of the same identity at once one account', async () => {
    github.nextUser = gitHubUser();
    const browsers = [api.client(), api.client(), api.client()];
    const codes: string[] = [];
    for (const browser of browsers) codes.push((await authorize(browser, 'github')).code);
    const answers = await Promise.all(
      browsers.map((browser, index) =>
        browser.json<UserBody>('POST', '/api/auth/github-sign', { token: codes[index] }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.user.id)).size).toBe(1);
    const rows = await api.dataSource.query<{ count: string }[]>(
      `SELECT count(*) FROM identities WHERE provider = 'github' AND provider_subject = $1`,
      [String(github.nextUser.id)],
    );
    expect(rows[0]!.count).toBe('1');
  });

  it('answers 401 with the provider message when GitHub rejects the code', async () => {
    github.nextUser = gitHubUser();
    github.rejectNextTokenRequest('bad_verification_code');
    const { status, body } = await signIn('github');
    expect(status).toBe(401);
    expect(body).toEqual({
      code: 'SOCIAL_SIGN_IN_FAILED',
      message: 'Failed to authenticate with GitHub',
    });
  });
});

describe('linking identities to accounts', () => {
  /** An e-mail account, and a GitHub sign-in whose primary address is the account's. */
  async function gitHubSignInAs(verified: boolean) {
    const account = await signedInUser(api, PASSWORD);
    github.nextUser = gitHubUser({ emails: [{ email: account.email, primary: true, verified }] });
    const { status, body } = await signIn('github');
    expect(status).toBe(200);
    return { account, body };
  }

  it('links a GitHub identity to the e-mail account of the same address when both are verified', async () => {
    const { account, body } = await gitHubSignInAs(true);
    expect(body.user.id).toBe(account.id);
    // Still an e-mail account: its password keeps working.
    expect(body.user.oAuthProvider).toBe('email');
    expect(
      (
        await api
          .client()
          .post('/api/auth/login-email', { email: account.email, password: PASSWORD })
      ).status,
    ).toBe(200);
  });

  it('gives an identity whose address GitHub has not verified an account of its own, without that address', async () => {
    const { account, body } = await gitHubSignInAs(false);
    expect(body.user.id).not.toBe(account.id);
    expect(body.user).toMatchObject({ email: null, emailVerified: false, oAuthProvider: 'github' });
  });

  it('tells someone registering the address of a GitHub account to sign in with GitHub', async () => {
    const user = gitHubUser();
    github.nextUser = user;
    const email = user.emails[0]!.email;
    expect((await signIn('github')).status).toBe(200);
    const response = await api
      .client()
      .post('/api/auth/register', { name: 'Mona', email, password: PASSWORD });
    expect(response.status).toBe(201);
    const mail = await api.mail.next(email, /You already have a Billfold account/);
    expect(mail.text).toContain(
      'You sign in with GitHub: choose "Continue with GitHub" at https://billfold.example/login.',
    );
    expect(mail.text).not.toContain('forgot-password');
  });

  it('pre-account takeover: the verified owner signing in with GitHub claims an unverified registration of their address, whose password stops working', async () => {
    const victim = `victim${unique()}@example.com`;
    const attackerPassword = 'attacker chose this';
    await registerUnverified(victim, attackerPassword);
    const [registered] = await api.dataSource.query<{ id: string }[]>(
      'SELECT id FROM users WHERE email = $1',
      [victim],
    );

    github.nextUser = gitHubUser({
      name: 'The Real Owner',
      emails: [{ email: victim, primary: true, verified: true }],
    });
    const { client, status, body } = await signIn('github');
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      id: registered!.id,
      email: victim,
      emailVerified: true,
      oAuthProvider: 'github',
      name: 'The Real Owner',
    });

    // The attacker's password no longer gets in, and nothing lets them set a new one.
    const attacker = await api
      .client()
      .json('POST', '/api/auth/login-email', { email: victim, password: attackerPassword });
    expect(attacker).toEqual({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    });
    const [row] = await api.dataSource.query<{ password_hash: string | null }[]>(
      'SELECT password_hash FROM users WHERE email = $1',
      [victim],
    );
    expect(row!.password_hash).toBeNull();
    const tokens = await api.dataSource.query<{ count: string }[]>(
      'SELECT count(*) FROM one_time_tokens WHERE user_id = $1 AND used_at IS NULL',
      [registered!.id],
    );
    expect(tokens[0]!.count).toBe('0');
    // The owner stays signed in.
    expect((await client.json('GET', '/api/auth/verify-session')).status).toBe(200);
  });
});

describe('X (OAuth 2.0 with PKCE)', () => {
  beforeEach(() => {
    const id = unique();
    x.nextUser = {
      id,
      name: 'Ada on X',
      username: `ada${id}`,
      profileImageUrl: `https://pbs.example.com/${id}.jpg`,
    };
  });

  it('signs in with the scopes tweet.read users.read, HTTP Basic client authentication and the S256 verifier', async () => {
    const { status, body } = await signIn('twitter');
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      name: 'Ada on X',
      email: null,
      emailVerified: false,
      oAuthProvider: 'twitter',
      avatarUrl: x.nextUser!.profileImageUrl,
    });
    expect(x.authorizeRequests.at(-1)).toMatchObject({
      scope: 'tweet.read users.read',
      code_challenge_method: 'S256',
      redirect_uri: `${PUBLIC_URL}/login`,
    });
    const exchange = x.tokenRequests.at(-1)!;
    expect(exchange.authorization).toBe(
      `Basic ${Buffer.from('x-client:x-secret').toString('base64')}`,
    );
    expect(exchange.body).not.toHaveProperty('client_secret');
  });

  it('signs a returning user into the same account', async () => {
    const first = await signIn('twitter');
    const again = await signIn('twitter');
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(first.body.user.id);
  });

  it("fails when the code goes with another sign-in's verifier (X checks it)", async () => {
    const { code } = await authorize(api.client(), 'twitter');
    const other = api.client();
    await authorize(other, 'twitter');
    const answer = await other.json('POST', '/api/auth/twitter-sign', { token: code });
    expect(answer).toEqual({
      status: 401,
      body: { code: 'SOCIAL_SIGN_IN_FAILED', message: 'Failed to authenticate with X' },
    });
  });

  it('answers 502 when X is down', async () => {
    const client = api.client();
    const { code } = await authorize(client, 'twitter');
    x.failNextTokenRequest(503);
    const answer = await client.json('POST', '/api/auth/twitter-sign', { token: code });
    expect(answer).toEqual({
      status: 502,
      body: { code: 'PROVIDER_UNAVAILABLE', message: 'X could not be reached. Please try again.' },
    });
  });
});

describe('Facebook', () => {
  it('signs in with the e-mail permission, proving the app secret on Graph calls, and signs the returning user into the same account', async () => {
    const id = unique();
    facebook.nextUser = {
      id,
      name: 'Fiona Book',
      email: `fiona${id}@example.com`,
      pictureUrl: `https://graph.example.com/${id}.jpg`,
    };
    const first = await signIn('facebook');
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({
      name: 'Fiona Book',
      email: `fiona${id}@example.com`,
      emailVerified: true,
      oAuthProvider: 'facebook',
      avatarUrl: `https://graph.example.com/${id}.jpg`,
    });
    expect(facebook.authorizeRequests.at(-1)).toMatchObject({
      scope: 'email',
      code_challenge_method: 'S256',
    });
    expect(facebook.profileRequests.at(-1)!.fields).toContain('email');

    const again = await signIn('facebook');
    expect(again.body.user.id).toBe(first.body.user.id);
  });
});
