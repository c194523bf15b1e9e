import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
// The provider stubs of the API's tests: oauth2-mock-server for Google, GitHub and Facebook, a
// small OAuth 2.0 + PKCE server for X.
import {
  FacebookStub,
  GitHubStub,
  GoogleStub,
  XStub,
  type GitHubUser,
} from '@billfold/test-support/oauth-provider-stubs';
import { expectHeading } from '../src/headings.js';
import { useE2eApp, viewports } from '../src/harness.js';
import { collectPageErrors, type ExpectedFailure } from '../src/page-errors.js';

const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

let google: GoogleStub;
let github: GitHubStub;
let x: XStub;
let facebook: FacebookStub;
let counter = 0;
const unique = () => `${++counter}${Date.now()}`.slice(-12);

beforeAll(async () => {
  [google, github, x, facebook] = await Promise.all([
    GoogleStub.start(),
    GitHubStub.start(),
    XStub.start(),
    FacebookStub.start(),
  ]);
  return async () => {
    await Promise.all([google.stop(), github.stop(), x.stop(), facebook.stop()]);
  };
});

const app = useE2eApp(() => ({
  env: { ...google.env(), ...github.env(), ...x.env(), ...facebook.env() },
}));

/**
 * Google Identity Services as the page sees it, served in place of Google's script (the network
 * is closed): its button hands `credential` to the page's callback, as Google's does after the
 * user picks an account.
 */
function googleScript(credential: string): string {
  return `window.google = { accounts: { id: {
    initialize(config) { window.__gis = config; },
    renderButton(parent, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Continue with Google';
      button.style.cssText = 'width:' + options.width + 'px;height:44px;border:1px solid #dadce0;border-radius:4px;background:#fff;color:#3c4043;font:500 14px Roboto,Arial,sans-serif;cursor:pointer';
      button.onclick = () => window.__gis.callback({ credential: ${JSON.stringify(credential)}, select_by: 'btn' });
      parent.replaceChildren(button);
    },
  } } };`;
}

async function openLogin(
  options: {
    viewport?: keyof typeof viewports;
    googleCredential?: string;
    googleDown?: boolean;
    expected?: ExpectedFailure[];
  } = {},
) {
  const page = await app.newPage({ viewport: viewports[options.viewport ?? 'desktop'] });
  const errors = collectPageErrors(page, options.expected);
  await page.route(GOOGLE_SCRIPT_URL, (route) =>
    options.googleDown
      ? route.abort('connectionrefused')
      : route.fulfill({
          contentType: 'text/javascript',
          body: googleScript(options.googleCredential ?? 'unused'),
        }),
  );
  await page.goto('/login');
  await expectHeading(page, 'Sign in to Billfold');
  return { page, errors };
}

function gitHubUser(name: string): GitHubUser {
  const id = Number(unique().slice(-9));
  return {
    id,
    login: `octo${id}`,
    name,
    email: null,
    emails: [{ email: `octo${id}@example.com`, primary: true, verified: true }],
  };
}

async function accountMenu(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const text = await menu.innerText();
  await page.keyboard.press('Escape');
  return text;
}

describe('/login with all four providers configured', () => {
  it('shows a button per provider, Google’s from its script (desktop and phone)', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, errors } = await openLogin({ viewport });
      await page
        .getByTestId('google-sign-in')
        .getByRole('button', { name: 'Continue with Google' })
        .waitFor();
      for (const name of ['GitHub', 'X', 'Facebook']) {
        await page.getByRole('button', { name: `Continue with ${name}`, exact: true }).waitFor();
      }
      await page.getByRole('button', { name: 'Continue with e-mail' }).waitFor();
      await app.screenshot(page, `login-all-providers-${viewport}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('signs in with GitHub: to GitHub and back to /login with code and state, then the dashboard', async () => {
    github.nextUser = gitHubUser('Mona Octocat');
    const { page, errors } = await openLogin();
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expectHeading(page, 'Dashboard');
    expect(new URL(page.url()).pathname).toBe('/');
    // The state went to the provider and came back; the code was exchanged once.
    expect(github.authorizeRequests.at(-1)?.state).toBeTruthy();
    expect(await accountMenu(page)).toContain('Mona Octocat');
    expect(await page.evaluate(() => window.sessionStorage.getItem('billfold.oauth'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('signs a returning X user into the same account, which has no e-mail features', async () => {
    const id = unique();
    x.nextUser = { id, name: 'Ada on X', username: `ada${id}` };
    for (let visit = 1; visit <= 2; visit += 1) {
      const { page, errors } = await openLogin();
      await page.getByRole('button', { name: 'Continue with X' }).click();
      await expectHeading(page, 'Dashboard');
      const menu = await accountMenu(page);
      expect(menu).toContain('Ada on X');
      expect(menu).toContain('Signed in with X');
      expect(menu).not.toContain('Account Settings');
      expect(errors).toEqual([]);
      if (visit === 2) {
        await page.goto('/account-settings');
        await page
          .getByText('Password management is only available for email-based accounts.')
          .waitFor();
        await page.getByText('You sign in with X.').waitFor();
      }
      await page.context().close();
    }
    const accounts = await app.query<{ count: string }>(
      `SELECT count(*) FROM identities WHERE provider = 'twitter' AND provider_subject = $1`,
      [id],
    );
    expect(accounts[0]?.count).toBe('1');
  });

  it('signs in with Facebook', async () => {
    const id = unique();
    facebook.nextUser = { id, name: 'Fiona Book', email: `fiona${id}@example.com` };
    const { page, errors } = await openLogin();
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await expectHeading(page, 'Dashboard');
    expect(await accountMenu(page)).toContain(`fiona${id}@example.com`);
    expect(errors).toEqual([]);
  });

  it("says 'Invalid OAuth state' when the state that comes back is not the one sent, and exchanges nothing", async () => {
    github.nextUser = gitHubUser('Mallory');
    const { page, errors } = await openLogin();
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/auth\/[a-z]+-sign$/.test(new URL(request.url()).pathname))
        signIns.push(request.url());
    });
    // The provider's page sends the browser back with a code and a state of someone else's.
    await page.route(`${github.authorizeUrl}**`, (route) =>
      route.fulfill({
        status: 302,
        headers: { location: `${app.baseUrl}/login?code=stolen-code&state=someone-elses-state` },
      }),
    );
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByText('Invalid OAuth state', { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(signIns).toEqual([]);
    await app.screenshot(page, 'login-invalid-oauth-state');
    expect(errors).toEqual([]);
  });

  it('signs in with Google', async () => {
    const n = unique();
    const credential = await google.idToken({
      sub: `g${n}`,
      email: `grace${n}@gmail.com`,
      name: 'Grace Hopper',
    });
    const { page, errors } = await openLogin({ googleCredential: credential });
    await page
      .getByTestId('google-sign-in')
      .getByRole('button', { name: 'Continue with Google' })
      .click();
    await expectHeading(page, 'Dashboard');
    expect(await accountMenu(page)).toContain(`grace${n}@gmail.com`);
    expect(errors).toEqual([]);
  });

  it("says 'Failed to authenticate with Google' for a token Google did not issue for Billfold", async () => {
    const credential = await google.idToken({
      sub: `g${unique()}`,
      email: 'eve@gmail.com',
      aud: 'another-app.apps.googleusercontent.com',
    });
    const { page, errors } = await openLogin({
      googleCredential: credential,
      expected: [{ path: '/api/auth/google-sign', status: 401 }],
    });
    await page
      .getByTestId('google-sign-in')
      .getByRole('button', { name: 'Continue with Google' })
      .click();
    await page.getByText('Failed to authenticate with Google', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
  });

  it("says 'Google Sign-In not ready. Please refresh the page.' when Google's script cannot load", async () => {
    const { page } = await openLogin({ googleDown: true, viewport: 'mobile' });
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page
      .getByText('Google Sign-In not ready. Please refresh the page.', { exact: true })
      .waitFor();
    await app.screenshot(page, 'login-google-not-ready-mobile');
  });
});

describe('/login with no provider configured', () => {
  const bare = useE2eApp();

  it("shows only the e-mail sign-in and never loads Google's script", async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await bare.newPage({ viewport: viewports[viewport] });
      const errors = collectPageErrors(page);
      const google: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('accounts.google.com')) google.push(request.url());
      });
      const providers = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/auth/providers',
      );
      await page.goto('/login');
      await expectHeading(page, 'Sign in to Billfold');
      expect(await (await providers).json()).toEqual({
        google: null,
        github: false,
        twitter: false,
        facebook: false,
      });
      await page.getByRole('button', { name: 'Continue with e-mail' }).waitFor();
      expect(
        await page
          .getByRole('button', { name: /^Continue with (Google|GitHub|X|Facebook)$/ })
          .count(),
      ).toBe(0);
      expect(await page.getByText('or', { exact: true }).count()).toBe(0);
      expect(google).toEqual([]);
      await bare.screenshot(page, `login-no-providers-${viewport}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
