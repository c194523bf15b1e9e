import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn, type TestAccount } from '../src/accounts.js';
import { startE2eApp, viewports, type E2eApp } from '../src/harness.js';
import { collectPageErrors } from '../src/page-errors.js';

// The 401 → refresh → replay flow in the browser, and the app without a dev outbox (SMTP mode).
let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp();
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

/** Waits until the page's heading (h1) is exactly `name`. */
async function showsHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** Every API answer the page gets, as "METHOD /path status", in order of arrival. */
function recordApiAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/'))
      answers.push(`${response.request().method()} ${path} ${response.status()}`);
  });
  return answers;
}

/** Counts the refresh calls the page makes. */
function countRefreshes(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/refresh') count += 1;
  });
  return () => count;
}

async function signedInOnAccountSettings(): Promise<{
  page: Page;
  account: TestAccount;
  errors: string[];
}> {
  const page = await app.newPage();
  const errors = collectPageErrors(page, [
    { path: '/api/auth/verify-session', status: 401 },
    { path: '/api/auth/change-password', status: 401 },
    { path: '/api/auth/change-password', status: 400 },
  ]);
  const account = await signUpAndSignIn(app, page);
  await page.goto('/account-settings');
  await showsHeading(page, 'Account Settings');
  return { page, account, errors };
}

const whereUser = 'user_id = (SELECT id FROM users WHERE email = $1)';

/** The user comes back to the tab: the app checks the session again (and a form is sent at the same moment). */
async function submitAndReturnToTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelector<HTMLFormElement>('form[aria-label="Change password"]')?.requestSubmit();
    window.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('an expired access session', () => {
  it('is renewed by one refresh for several concurrent requests, each replayed once', async () => {
    const { page, account, errors } = await signedInOnAccountSettings();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('a new secret');
    await form.getByLabel('Confirm new password').fill('a new secret');

    await app.query(`UPDATE auth_sessions SET access_expires_at = now() WHERE ${whereUser}`, [
      account.email,
    ]);
    const answers = recordApiAnswers(page);
    const refreshes = countRefreshes(page);
    // Hold the refresh a moment, so that both requests surely get their 401 while it runs.
    await page.route('**/api/auth/refresh', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await submitAndReturnToTab(page);

    await page.getByText('Current password is incorrect').waitFor();
    await expect.poll(() => answers.length).toBe(5);
    expect(refreshes()).toBe(1);
    // Both first answers are 401s that came before the single refresh; each request was replayed once.
    expect(answers.slice(0, 2).sort()).toEqual([
      'GET /api/auth/verify-session 401',
      'POST /api/auth/change-password 401',
    ]);
    expect(answers[2]).toBe('POST /api/auth/refresh 200');
    expect(answers.slice(3).sort()).toEqual([
      'GET /api/auth/verify-session 200',
      'POST /api/auth/change-password 400',
    ]);
    await page.unroute('**/api/auth/refresh');

    // The page keeps working with the renewed session, without another refresh.
    expect(new URL(page.url()).pathname).toBe('/account-settings');
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await showsHeading(page, 'Pricing');
    await page.goto('/');
    await showsHeading(page, 'Dashboard');
    expect(refreshes()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends the user to /login when the refresh token is revoked too', async () => {
    const { page, account } = await signedInOnAccountSettings();
    await app.query(
      `UPDATE auth_sessions SET access_expires_at = now(), revoked_at = now() WHERE ${whereUser}`,
      [account.email],
    );
    const refreshes = countRefreshes(page);
    await submitAndReturnToTab(page);
    await page.waitForURL(`${app.baseUrl}/login`);
    await showsHeading(page, 'Sign in to Billfold');
    await page.getByRole('banner').getByRole('link', { name: 'Start Here' }).waitFor();
    expect(refreshes()).toBe(1);
    // And a protected page opened afterwards stays closed.
    await page.goto('/account-settings');
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.context().close();
  });

  it('notices a session ended elsewhere when the user comes back to the tab', async () => {
    const { page, account } = await signedInOnAccountSettings();
    await app.query(`UPDATE auth_sessions SET revoked_at = now() WHERE ${whereUser}`, [
      account.email,
    ]);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.context().close();
  });
});

describe('signing out', () => {
  it('clears the session and goes to /login even when the sign-out call fails', async () => {
    const page = await app.newPage();
    await signUpAndSignIn(app, page);
    await page.goto('/pricing');
    await showsHeading(page, 'Pricing');
    await page.route('**/api/auth/logout', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.getByRole('banner').getByRole('link', { name: 'Start Here' }).waitFor();
    // Protected pages are closed to this tab now (its session was cleared locally).
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.context().close();
  });
});

describe('without a dev outbox (mail goes out by SMTP)', () => {
  it('says that the dev outbox is off', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await app.newPage({ viewport: viewports[viewport] });
      const errors = collectPageErrors(page);
      await page.goto('/dev/outbox');
      await showsHeading(page, 'Dev outbox');
      await page.getByRole('heading', { level: 2, name: 'The dev outbox is off' }).waitFor();
      await page.getByText('MAIL_DEV_OUTBOX=true').waitFor();
      await app.screenshot(page, `dev-outbox-off-${viewport}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('shows no dev outbox link on the "check your inbox" screens', async () => {
    const page = await app.newPage();
    const outboxChecks: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/dev/outbox')
        outboxChecks.push(response.status());
    });
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Password reset email sent! Check your inbox.').waitFor();
    await expect.poll(() => outboxChecks).toEqual([404]);
    expect(await page.getByRole('link', { name: 'Open the dev outbox' }).count()).toBe(0);
    await page.context().close();
  });
});
