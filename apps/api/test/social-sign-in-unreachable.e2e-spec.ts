import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './support/api-harness.js';
import { GitHubStub, XStub, type GitHubUser } from '@billfold/test-support/oauth-provider-stubs';

// A provider whose API does not answer at all (nothing listens on its port): the code is
// exchanged at the provider's token endpoint, then reading the profile fails on the network.
// That is the provider being down (502), not the sign-in being refused (401).

const PUBLIC_URL = 'https://billfold.example';

let api: RunningApi;
let github: GitHubStub;
let x: XStub;

/** An address on which nothing listens. */
async function closedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  [github, x] = await Promise.all([GitHubStub.start(), XStub.start()]);
  api = await startApi({
    PUBLIC_URL,
    // The providers answer the sign-in, but their APIs (the profile) cannot be reached.
    ...github.env(),
    GITHUB_API_URL: await closedUrl(),
    ...x.env(),
    X_API_URL: `${await closedUrl()}/2`,
  });
});
afterAll(async () => {
  await api?.close();
  await Promise.all([github?.stop(), x?.stop()]);
});

/** Starts a sign-in, visits the provider's page, and brings the code back as the web app does. */
async function signIn(provider: 'github' | 'twitter') {
  const client = api.client();
  const started = await client.json<{ url: string }>('POST', '/api/auth/oauth/start', {
    provider,
  });
  expect(started.status).toBe(200);
  const page = await fetch(started.body.url, { redirect: 'manual' });
  const code = new URL(page.headers.get('location')!).searchParams.get('code');
  return client.json('POST', `/api/auth/${provider}-sign`, { token: code });
}

describe('a provider whose API cannot be reached', () => {
  it('answers 502 for GitHub after the code was exchanged', async () => {
    const user: GitHubUser = {
      id: 4242,
      login: 'octo4242',
      name: 'Mona',
      email: null,
      emails: [{ email: 'octo4242@example.com', primary: true, verified: true }],
    };
    github.nextUser = user;
    const exchanges = github.tokenRequests.length;
    expect(await signIn('github')).toEqual({
      status: 502,
      body: {
        code: 'PROVIDER_UNAVAILABLE',
        message: 'GitHub could not be reached. Please try again.',
      },
    });
    expect(github.tokenRequests.length).toBe(exchanges + 1);
  });

  it('answers 502 for X after the code was exchanged', async () => {
    x.nextUser = { id: '77', name: 'Ada', username: 'ada77' };
    const exchanges = x.tokenRequests.length;
    expect(await signIn('twitter')).toEqual({
      status: 502,
      body: { code: 'PROVIDER_UNAVAILABLE', message: 'X could not be reached. Please try again.' },
    });
    expect(x.tokenRequests.length).toBe(exchanges + 1);
  });
});
