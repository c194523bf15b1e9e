import { describe, expect, it } from 'vitest';
import { signedInPage } from '../src/accounts.js';
import { useE2eApp } from '../src/harness.js';
import { expectHeading } from '../src/headings.js';

const app = useE2eApp();

describe('signed in', () => {
  it('shows the dashboard with the account menu in the header', async () => {
    const { page, errors, account } = await signedInPage(app);
    await page.goto('/');
    await expectHeading(page, 'Dashboard');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Start Here' }).count()).toBe(0);
    await header.getByRole('button', { name: 'Open account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.innerText()).toContain(account.email);
    const items = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
    expect(items).toEqual([
      'Subscription Management',
      'Account Settings',
      'Terms of Service',
      'Privacy Policy',
      'Sign Out',
    ]);
    await app.screenshot(page, 'dashboard-account-menu-desktop');
    await menu.getByRole('menuitem', { name: 'Subscription Management' }).click();
    await page.waitForURL(`${app.baseUrl}/subscription`);
    await expectHeading(page, 'Subscription Management');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the protected pages', async () => {
    const { page, errors } = await signedInPage(app);
    const expected: [string, string][] = [
      ['/blog', 'Blog'],
      ['/pricing', 'Pricing'],
      ['/subscription', 'Subscription Management'],
      ['/account-settings', 'Account Settings'],
    ];
    for (const [path, title] of expected) {
      await page.goto(path);
      await expectHeading(page, title);
      expect(new URL(page.url()).pathname).toBe(path);
      await app.screenshot(page, `protected${path.replaceAll('/', '-')}-desktop`);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says so when /success has no payment session, and claims no payment for made-up ids', async () => {
    const { page } = await signedInPage(app);
    await page.goto('/success');
    await page.getByText('No payment session information found.').waitFor();
    await app.screenshot(page, 'success-without-session-desktop');
    // Another account's user id: not looked up, not confirmed.
    await page.goto('/success?session_id=cs_test_123&user_id=42');
    await expectHeading(page, 'Payment not found');
    expect(await page.getByText('No payment session information found.').count()).toBe(0);
    // This account's id, on a server without Stripe: nothing to confirm.
    const { id } = (await (await page.request.get('/api/auth/verify-session')).json()) as {
      id: string;
    };
    await page.goto(`/success?session_id=cs_test_123&user_id=${id}`);
    await expectHeading(page, 'No payment to confirm');
    expect(await page.getByText('Payment successful').count()).toBe(0);
    await page.context().close();
  });

  it('shows /cancel in Spanish with the way back to the plans and the dashboard', async () => {
    const { page } = await signedInPage(app, { viewport: 'mobile' });
    await page.goto('/cancel');
    await expectHeading(page, 'Pago cancelado');
    expect(await page.getByRole('main').locator('[lang="es"]').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Ver planes de nuevo' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(await page.getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe(
      '/',
    );
    await app.screenshot(page, 'cancel-mobile');
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await expectHeading(page, 'Dashboard');
    await app.screenshot(page, 'dashboard-mobile');
    await page.context().close();
  });

  it('renews an expired access session once through the refresh cookie', async () => {
    const { page, errors } = await signedInPage(app);
    const context = page.context();
    // The access cookie is gone (as when it expires); the refresh cookie is still there.
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      'billfold_refresh',
      'billfold_session',
    ]);
    await context.clearCookies({ name: 'billfold_session' });
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) calls.push(`${request.method()} ${path}`);
    });
    await page.goto('/pricing');
    await expectHeading(page, 'Pricing');
    await page.getByRole('article', { name: 'Premium' }).waitFor();
    const authCalls = calls.filter((call) => call.includes('/api/auth/'));
    expect(authCalls).toEqual([
      'GET /api/auth/verify-session',
      'POST /api/auth/refresh',
      'GET /api/auth/verify-session',
    ]);
    // The page's own calls go out once, with the renewed session.
    expect(calls.filter((call) => !call.includes('/api/auth/')).sort()).toEqual([
      'GET /api/subscription/current-subscription',
      'GET /api/subscriptionplans',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the user to /login when the session can no longer be renewed', async () => {
    const { page } = await signedInPage(app);
    await page.context().clearCookies();
    await page.goto('/account-settings');
    // Without its cookies the browser holds no session that could have expired: no notice.
    await page.waitForURL(`${app.baseUrl}/login?next=%2Faccount-settings`);
    await expectHeading(page, 'Sign in to Billfold');
    await page.context().close();
  });

  it('signs out to /login and keeps the protected pages closed afterwards', async () => {
    const { page } = await signedInPage(app);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.getByRole('banner').getByRole('link', { name: 'Start Here' }).waitFor();
    expect(await page.context().cookies()).toEqual([]);
    await page.goto('/');
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.context().close();
  });
});
