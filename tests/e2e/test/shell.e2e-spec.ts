import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, viewports, type E2eApp } from '../src/harness.js';
import { expectHeading } from '../src/headings.js';
import { collectPageErrors } from '../src/page-errors.js';

let app: E2eApp;
const pages: Page[] = [];

beforeAll(async () => {
  app = await startE2eApp();
}, 120_000);

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await app?.stop();
});

async function open(path: string, viewport: keyof typeof viewports = 'desktop') {
  const page = await app.newPage({ viewport: viewports[viewport] });
  pages.push(page);
  const errors = collectPageErrors(page);
  await page.goto(path);
  return { page, errors };
}

describe('the app shell', () => {
  it('loads compressed as the build wrote it, and names no source map that anyone could fetch', async () => {
    const { page, errors } = await open('/login');
    const scripts: { url: string; encoding: string | undefined; vary: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = response.headers();
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        vary: headers['vary'],
      });
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sign in to Billfold' }).waitFor();
    expect(errors).toEqual([]);
    // The entry script (well over 1 KiB) comes as the build's brotli copy; Chromium accepts br.
    const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
    const loaded = scripts.find((script) => new URL(script.url).pathname === entry);
    expect(loaded).toMatchObject({
      encoding: 'br',
      vary: expect.stringMatching(/accept-encoding/i) as unknown,
    });

    // Source maps are built for error reports, but no script names one and none is served.
    const source = await (await fetch(`${app.baseUrl}${entry}`)).text();
    expect(source).not.toContain('sourceMappingURL');
    const map = await fetch(`${app.baseUrl}${entry}.map`);
    expect(map.status).toBe(404);
  });

  it('is served by the API with its title, favicon and header', async () => {
    const response = await fetch(`${app.baseUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Billfold</title>');
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/favicon.svg"/);
    const favicon = await fetch(`${app.baseUrl}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toContain('image/svg+xml');

    const { page, errors } = await open('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to Billfold' }).waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Billfold home' }).waitFor();
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const entry of ['Dashboard', 'Features', 'Pricing', 'Blog', 'About', 'Contact']) {
      expect(await nav.getByText(entry, { exact: true }).count(), entry).toBe(1);
    }
    await header.getByRole('link', { name: 'Start Here' }).waitFor();
    expect(errors).toEqual([]);
    await app.screenshot(page, 'login-desktop');
  });

  it('redirects an anonymous visitor from the dashboard to /login', async () => {
    const { page, errors } = await open('/');
    await page.waitForURL(`${app.baseUrl}/login`);
    await expectHeading(page, 'Sign in to Billfold');
    expect(errors).toEqual([]);
  });

  it('keeps every protected page behind the sign-in', async () => {
    for (const path of [
      '/blog',
      '/pricing',
      '/subscription',
      '/account-settings',
      '/success',
      '/cancel',
    ]) {
      const { page } = await open(path);
      // Signed in, the visitor goes on to the page they asked for.
      await page.waitForURL(`${app.baseUrl}/login?next=${encodeURIComponent(path)}`);
      await page.context().close();
    }
  });

  it('renders the public pages with their headings', async () => {
    const expected: [string, string][] = [
      ['/login', 'Sign in to Billfold'],
      ['/register', 'Create your account'],
      ['/verify-email', 'Verify your email'],
      ['/forgot-password', 'Forgot your password?'],
      ['/reset-password?token=abc', 'Choose a new password'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
    ];
    for (const [path, title] of expected) {
      const { page, errors } = await open(path);
      await expectHeading(page, title);
      // Public pages do not check the session, and stay where they are.
      expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
      expect(errors, path).toEqual([]);
      await app.screenshot(page, `public${path.split('?')[0]!.replaceAll('/', '-')}-desktop`);
      await page.context().close();
    }
  });

  it('states the legal facts on the legal pages', async () => {
    const { page: privacy } = await open('/privacy-policy');
    const privacyText = await privacy.locator('main').innerText();
    expect(privacyText).toMatch(/processed in memory and (are )?not kept/i);
    expect(privacyText).toContain('50 free pages');
    expect(privacyText).toMatch(/children under 16/i);
    const { page: terms } = await open('/terms-of-service');
    const termsText = await terms.locator('main').innerText();
    expect(termsText).toContain('50 free pages');
    expect(termsText).toMatch(/under 16/i);
    expect(termsText).toMatch(/processed in memory/i);
  });

  it('shows an Invalid Reset Link page without a token, leading to forgot-password', async () => {
    const { page } = await open('/reset-password');
    await expectHeading(page, 'Invalid Reset Link');
    await app.screenshot(page, 'reset-password-invalid-desktop');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL(`${app.baseUrl}/forgot-password`);
    await expectHeading(page, 'Forgot your password?');
  });

  it('opens the e-mail form inline on /login and goes back', async () => {
    const { page } = await open('/login');
    await page.getByRole('button', { name: 'Continue with e-mail' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    await app.screenshot(page, 'login-email-form-desktop');
    await page.getByRole('button', { name: 'Back to all sign-in options' }).click();
    await page.getByRole('button', { name: 'Continue with e-mail' }).waitFor();
    for (const [name, href] of [
      ['Create one', '/register'],
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
    ]) {
      expect(
        await page.getByRole('main').getByRole('link', { name }).getAttribute('href'),
        name,
      ).toBe(href);
    }
  });

  it('asks for confirmation before leaving for an external page', async () => {
    const { page } = await open('/login');
    await page.getByRole('banner').getByRole('button', { name: 'Features' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave Billfold?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      'https://billfold.app/features',
    );
    await app.screenshot(page, 'leave-site-dialog-desktop');
    await dialog.getByRole('button', { name: 'Stay here' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('collapses the header entries into a menu on a phone', async () => {
    const { page } = await open('/login', 'mobile');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).isVisible()).toBe(
      false,
    );
    await app.screenshot(page, 'login-mobile');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Pricing' }).waitFor();
    await app.screenshot(page, 'mobile-menu-open');
    await menu.getByRole('button', { name: 'About' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave Billfold?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      'https://billfold.app/about',
    );
    await dialog.getByRole('button', { name: 'Stay here' }).click();
    await menu.waitFor({ state: 'detached' });
  });

  it('closes the phone menu on Escape, on a tap outside it and on navigation', async () => {
    const { page, errors } = await open('/register', 'mobile');
    await expectHeading(page, 'Create your account');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const close = page.getByRole('banner').getByRole('button', { name: 'Close menu' });
    const menu = page.locator('#mobile-menu');
    const openMenu = async () => {
      await toggle.click();
      await menu.getByRole('link', { name: 'Pricing' }).waitFor();
    };

    // Escape closes it and gives the focus back to its button.
    await openMenu();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);

    // A tap inside it keeps it; a tap on the page below it closes it.
    await openMenu();
    const inside = await menu.boundingBox();
    if (!inside) throw new Error('The menu is not on screen');
    await page.mouse.click(inside.x + inside.width - 8, inside.y + inside.height - 4);
    expect(await menu.isVisible()).toBe(true);
    await page.mouse.click(viewports.mobile.width / 2, viewports.mobile.height - 20);
    await menu.waitFor({ state: 'detached' });

    // The close button still closes it.
    await openMenu();
    await close.click();
    await menu.waitFor({ state: 'detached' });

    // Any navigation closes it, not only its own links: here the browser's Back.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expectHeading(page, 'Sign in to Billfold');
    await openMenu();
    await page.goBack();
    await expectHeading(page, 'Create your account');
    await menu.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('shows a friendly page for an unknown address', async () => {
    const { page } = await open('/no/such/page');
    // The session is checked here (not a public page); the 404 itself needs no sign-in.
    await expectHeading(page, 'Page not found');
    await page.getByRole('link', { name: 'Back to dashboard' }).waitFor();
    await app.screenshot(page, 'not-found-desktop');
  });
});
