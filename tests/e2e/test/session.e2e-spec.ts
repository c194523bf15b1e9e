import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  registerAccount,
  signInThroughForm,
  signUpAndSignIn,
  type TestAccount,
} from '../src/accounts.js';
import { useE2eApp, viewports } from '../src/harness.js';
import { collectPageErrors } from '../src/page-errors.js';
import { dismissToasts, expectToast, records } from '../src/records.js';

// The 401 → refresh → replay flow in the browser, and the app without a dev outbox (SMTP mode).
// These tests end sessions in the database, behind the API's back; the API keeps a session it
// looked up for AUTH_SESSION_CACHE_SECONDS (tested apart in kept-between-requests), so here
// it looks every session up.
const app = useE2eApp({ env: { AUTH_SESSION_CACHE_SECONDS: '0' } });

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
    await page.waitForURL(`${app.baseUrl}/login?message=session-expired&next=%2Faccount-settings`);
    await showsHeading(page, 'Sign in to Billfold');
    await page.getByRole('banner').getByRole('link', { name: 'Start Here' }).waitFor();
    expect(refreshes()).toBe(1);
    // And a protected page opened afterwards stays closed (the ended session's cookies are gone).
    await page.goto('/account-settings');
    await page.waitForURL(`${app.baseUrl}/login?next=%2Faccount-settings`);
    await page.context().close();
  });

  it('notices a session ended elsewhere when the user comes back to the tab', async () => {
    const { page, account } = await signedInOnAccountSettings();
    await app.query(`UPDATE auth_sessions SET revoked_at = now() WHERE ${whereUser}`, [
      account.email,
    ]);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.waitForURL(`${app.baseUrl}/login?message=session-expired&next=%2Faccount-settings`);
    await page.context().close();
  });
});

/** Ends the user's sessions on the server, as an idle or absolute expiry does. */
async function expireSessions(account: TestAccount): Promise<void> {
  await app.query(
    `UPDATE auth_sessions SET access_expires_at = now(), expires_at = now() WHERE ${whereUser}`,
    [account.email],
  );
}

const EXPIRED = 'Your session has expired. Please sign in again.';

describe('a session that expires while the user works', () => {
  it("says so on /login instead of the failed action's toast, and signs back in to the same page", async () => {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      const page = await app.newPage({ viewport: { width, height } });
      const errors = collectPageErrors(page, [{ path: '/api/Report', status: 401 }]);
      const account = await signUpAndSignIn(app, page);
      await page.goto('/');
      await expectToast(page, 'Default report created successfully!');
      await dismissToasts(page);
      await expireSessions(account);

      // The action that finds the session gone: creating a report.
      await records(page).getByRole('button', { name: 'Create new report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Report' });
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await page.waitForURL(`${app.baseUrl}/login?message=session-expired`);
      await page.getByRole('alert').filter({ hasText: EXPIRED }).waitFor();
      // Every way of signing in stays on offer.
      await page.getByRole('button', { name: 'Continue with e-mail' }).waitFor();
      // The report call's failure is not reported on top of it.
      await page.waitForTimeout(1_000);
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
      expect(await page.getByText('Error creating new report!').count()).toBe(0);
      await app.screenshot(page, `login-session-expired-${width}`);

      await signInThroughForm(page, account);
      await page.waitForURL(`${app.baseUrl}/`);
      await showsHeading(page, 'Dashboard');
      // Errors are reported again once signed in.
      await page.route('**/api/Report', (route) =>
        route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
      );
      await records(page).getByRole('button', { name: 'Create new report' }).click();
      await page
        .getByRole('dialog', { name: 'Create New Report' })
        .getByRole('button', { name: 'Create', exact: true })
        .click();
      await expectToast(page, 'Error creating new report!');
      expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
      await page.context().close();
    }
  });

  it('returns to the page the user was on, its query included', async () => {
    const page = await app.newPage();
    const errors = collectPageErrors(page);
    const account = await signUpAndSignIn(app, page);
    await page.goto('/subscription?from=email');
    await showsHeading(page, 'Subscription Management');
    await expireSessions(account);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.waitForURL(
      `${app.baseUrl}/login?message=session-expired&next=%2Fsubscription%3Ffrom%3Demail`,
    );
    await page.getByText(EXPIRED).waitFor();
    await signInThroughForm(page, account);
    await page.waitForURL(`${app.baseUrl}/subscription?from=email`);
    await showsHeading(page, 'Subscription Management');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('brings a visitor who was never signed in to the page they asked for, without the notice', async () => {
    const page = await app.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/pricing');
    await page.waitForURL(`${app.baseUrl}/login?next=%2Fpricing`);
    await showsHeading(page, 'Sign in to Billfold');
    expect(await page.getByText(EXPIRED).count()).toBe(0);
    const account = await registerAccount(app, page);
    await app.markEmailVerified(account.email);
    await signInThroughForm(page, account);
    await page.waitForURL(`${app.baseUrl}/pricing`);
    await showsHeading(page, 'Pricing');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('never sends the user off the site after signing in', async () => {
    for (const next of [
      '//evil.example/steal',
      'https://evil.example/steal',
      '/\\evil.example/steal',
      'javascript:alert(1)',
      '/login?next=https://evil.example',
    ]) {
      const page = await app.newPage();
      const account = await registerAccount(app, page);
      await app.markEmailVerified(account.email);
      await page.goto(`/login?message=session-expired&next=${encodeURIComponent(next)}`);
      await signInThroughForm(page, account);
      await page.waitForURL(`${app.baseUrl}/`);
      await showsHeading(page, 'Dashboard');
      await page.context().close();
    }
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
    await page.waitForURL(`${app.baseUrl}/login?next=%2Fpricing`);
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
