import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  newAccount,
  registerAccount,
  signIn,
  signInThroughForm,
  signUpAndSignIn,
} from '../src/accounts.js';
import { screenshotDir, useE2eApp, viewports } from '../src/harness.js';
import { holdRequests } from '../src/held-requests.js';
import { devOutboxLink, linkIn, openDevOutbox, waitForOutboxMail } from '../src/outbox.js';
import { collectPageErrors, type ExpectedFailure } from '../src/page-errors.js';

// The accounts pages against the real API and worker: e-mails land in the dev outbox, where
// the tests (and the outbox page) read the links.
const app = useE2eApp({ devOutbox: true, worker: true });

/**
 * A page at `path` in a fresh browser that has opened the dev outbox with its printed link
 * first, as the developer running the app has (`lockedOutbox`: a browser that has not).
 */
async function open(
  path: string,
  options: {
    viewport?: keyof typeof viewports;
    expected?: ExpectedFailure[];
    lockedOutbox?: boolean;
  } = {},
) {
  const page = await app.newPage({ viewport: viewports[options.viewport ?? 'desktop'] });
  const errors = collectPageErrors(page, options.expected);
  if (!options.lockedOutbox) await openDevOutbox(app, page);
  await page.goto(path);
  return { page, errors };
}

/** The link of the first verification mail sent to `email`, expired since a minute. */
async function expiredVerificationLink(email: string): Promise<URL> {
  const mail = await waitForOutboxMail(app, email, /^Verify your email address$/);
  await app.query(
    "UPDATE one_time_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
    [email],
  );
  return linkIn(mail.text, `${app.baseUrl}/verify-email?`);
}

/** Waits until the page's heading (h1) is exactly `name`. */
async function showsHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** Waits until `text` shows in the page's main area. */
async function sees(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('main').getByText(text).first().waitFor();
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe('accounts', () => {
  it('signs a new user up through the UI: register, verify from the dev outbox, sign in and out', async () => {
    const { page, errors } = await open('/register', {
      expected: [{ path: '/api/auth/register', status: 400 }],
    });
    const verifyCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/verify-email')
        verifyCalls.push(request.method());
    });
    await showsHeading(page, 'Create your account');

    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of ['Name is required', 'Email is required', 'Password is required'])
      await sees(page, message);
    await app.screenshot(page, 'register-validation-desktop');

    const account = newAccount('Grace Hopper');
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByLabel('Confirm password').fill('password2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await sees(page, 'Passwords do not match');
    // The server's own rule: a very common password.
    await page.getByLabel('Confirm password').fill('password1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await sees(page, 'This password is too common. Please choose a less guessable one.');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await app.screenshot(page, 'register-common-password-desktop');

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await showsHeading(page, 'Check your inbox');
    await sees(page, 'Registration successful! Please check your email to verify your account.');
    const outboxLink = page.getByRole('link', { name: 'Open the dev outbox' });
    await outboxLink.waitFor();
    await app.screenshot(page, 'register-confirmation-desktop');

    // Before the confirmation's 3 s are up; the worker delivers the e-mail meanwhile.
    await outboxLink.click();
    await page.waitForURL(`${app.baseUrl}/dev/outbox`);
    await showsHeading(page, 'Dev outbox');
    const mail = await waitForOutboxMail(app, account.email, /^Verify your email address$/);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.getByRole('button', {
      name: new RegExp(`Verify your email address.*To ${account.email}`),
    });
    await row.waitFor();
    expect(await row.getAttribute('aria-expanded')).toBe('false');
    await app.screenshot(page, 'dev-outbox-list-desktop');
    await row.click();
    expect(await row.getAttribute('aria-expanded')).toBe('true');
    const frame = page.getByTitle('HTML version of “Verify your email address”');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).toBe(mail.html);
    await frame.contentFrame().getByRole('link', { name: 'Verify email address' }).waitFor();
    await app.screenshot(page, 'dev-outbox-mail-open-desktop');

    const verifyLink = linkIn(mail.text, `${app.baseUrl}/verify-email?`);
    await page.getByRole('link', { name: verifyLink.href }).click();
    await showsHeading(page, 'Email verified');
    await sees(page, 'Email verified successfully! You can now log in.');
    await app.screenshot(page, 'verify-email-success-desktop');

    await page.waitForURL(`${app.baseUrl}/login?message=email-verified`);
    await sees(page, 'Your email address is verified. You can sign in now.');
    await page.getByRole('form', { name: 'Sign in with e-mail' }).waitFor();
    await app.screenshot(page, 'login-email-verified-desktop');
    expect(verifyCalls).toEqual(['POST']);

    await signInThroughForm(page, account);
    await page.waitForURL(`${app.baseUrl}/`);
    await showsHeading(page, 'Dashboard');
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.getByRole('banner').getByRole('link', { name: 'Start Here' }).waitFor();
    // Signed out: no session cookie is left (the dev outbox's cookie is the developer's own).
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name !== 'billfold_dev_outbox')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a registered user to sign in after 3 s, and explains the sign-in errors', async () => {
    const { page, errors } = await open('/register', {
      expected: [
        { path: '/api/auth/login-email', status: 401 },
        { path: '/api/auth/login-email', status: 403 },
      ],
    });
    const account = newAccount('Katherine Johnson');
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await showsHeading(page, 'Check your inbox');
    const shownAt = Date.now();
    await page.waitForURL(`${app.baseUrl}/login?message=registration-success`);
    expect(Date.now() - shownAt).toBeGreaterThan(2_500);
    await sees(page, 'Your account was created. Check your inbox to verify your email address.');
    await page.getByRole('link', { name: 'Open the dev outbox' }).waitFor();
    await app.screenshot(page, 'login-registration-success-desktop');

    await signInThroughForm(page, { email: account.email, password: 'not the password' });
    await sees(page, 'Invalid email or password');
    await app.screenshot(page, 'login-invalid-credentials-desktop');

    await signInThroughForm(page, account);
    await sees(
      page,
      'Please verify your email address before signing in. Check your inbox for the link.',
    );
    const resend = page.getByRole('button', { name: 'Resend verification email' });
    await app.screenshot(page, 'login-unverified-desktop');
    await resend.click();
    await sees(page, 'A new verification email has been sent to your email address.');
    await app.screenshot(page, 'login-unverified-resent-desktop');
    await waitForOutboxMail(app, account.email, /^Verify your email address$/, 2);
    expect(pathOf(page)).toBe('/login?message=registration-success');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the sign-in errors and the busy state on a phone', async () => {
    const { page } = await open('/login', { viewport: 'mobile' });
    // Hold the answer to see the form while it waits.
    const signingIn = await holdRequests(page, '**/api/auth/login-email');
    await signInThroughForm(page, { email: newAccount().email, password: 'whatever it is' });
    const busy = page.getByRole('button', { name: 'Signing in…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    await app.screenshot(page, 'login-busy-mobile');
    await signingIn.release();
    await sees(page, 'Invalid email or password');
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
    await app.screenshot(page, 'login-invalid-credentials-mobile');
    await page.context().close();
  });

  it('turns an expired verification link into a new one', async () => {
    const { page, errors } = await open('/login', {
      expected: [{ path: '/api/auth/verify-email', status: 400 }],
    });
    const account = await registerAccount(app, page);
    const expiredLink = await expiredVerificationLink(account.email);
    await page.goto(expiredLink.href);
    await showsHeading(page, 'Verification link expired');
    await sees(page, 'This verification link has expired. Please request a new one.');
    const form = page.getByRole('form', { name: 'Resend the verification email' });
    expect(await form.getByLabel('Email').inputValue()).toBe(account.email);
    await app.screenshot(page, 'verify-email-expired-desktop');

    await form.getByRole('button', { name: 'Send a new verification link' }).click();
    await sees(page, 'A new verification email has been sent to your email address.');
    await page.getByRole('link', { name: 'Open the dev outbox' }).waitFor();
    await app.screenshot(page, 'verify-email-resent-desktop');

    const second = await waitForOutboxMail(app, account.email, /^Verify your email address$/, 2);
    const freshLink = linkIn(second.text, `${app.baseUrl}/verify-email?`);
    expect(freshLink.searchParams.get('token')).not.toBe(expiredLink.searchParams.get('token'));
    await page.goto(freshLink.href);
    await showsHeading(page, 'Email verified');

    // The used link again: the server's message, and a way to a new link.
    await page.goto(freshLink.href);
    await showsHeading(page, 'We couldn’t verify your email');
    await sees(page, 'This verification link is not valid. Please request a new one.');
    await app.screenshot(page, 'verify-email-invalid-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the expired and missing-link states of verification on a phone', async () => {
    const { page } = await open('/verify-email', { viewport: 'mobile' });
    await showsHeading(page, 'Verify your email');
    await sees(page, 'Invalid verification link');
    await app.screenshot(page, 'verify-email-no-token-mobile');
    const account = await registerAccount(app, page);
    await page.goto((await expiredVerificationLink(account.email)).href);
    await showsHeading(page, 'Verification link expired');
    await app.screenshot(page, 'verify-email-expired-mobile');
    await page.context().close();
  });

  it('resets a forgotten password from the e-mailed link and signs in with the new one', async () => {
    const { page, errors } = await open('/login', {
      expected: [{ path: '/api/auth/reset-password', status: 400 }],
    });
    const account = await registerAccount(app, page);
    await app.markEmailVerified(account.email);

    await page.getByRole('button', { name: 'Continue with e-mail' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await showsHeading(page, 'Forgot your password?');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await sees(page, 'Email is required');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await sees(page, 'Password reset email sent! Check your inbox.');
    await page.getByRole('link', { name: 'Open the dev outbox' }).waitFor();
    await app.screenshot(page, 'forgot-password-sent-desktop');

    const mail = await waitForOutboxMail(app, account.email, /^Reset your Billfold password$/);
    const resetLink = linkIn(mail.text, `${app.baseUrl}/reset-password?`);
    await page.goto(resetLink.href);
    await showsHeading(page, 'Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm new password').fill('54321');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await sees(page, 'Password must be at least 6 characters long');
    await page.getByLabel('New password', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await sees(page, 'Passwords do not match');
    await app.screenshot(page, 'reset-password-validation-desktop');

    const newPassword = `${account.password}-new`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await sees(page, 'Password reset successfully! You can now log in with your new password.');
    // (Timed from the message, not from after the screenshot: on a busy machine a screenshot
    // alone can take most of the wait.)
    const shownAt = Date.now();
    await app.screenshot(page, 'reset-password-success-desktop');
    await page.waitForURL(`${app.baseUrl}/login`);
    expect(Date.now() - shownAt).toBeGreaterThan(1_500);

    await signInThroughForm(page, { email: account.email, password: newPassword });
    await page.waitForURL(`${app.baseUrl}/`);
    await showsHeading(page, 'Dashboard');

    // The link works once.
    await page.goto(resetLink.href);
    await page.getByLabel('New password', { exact: true }).fill('yet another secret');
    await page.getByLabel('Confirm new password').fill('yet another secret');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await sees(page, 'Invalid reset link. Please request a new password reset.');
    await page.getByRole('main').getByRole('link', { name: 'Request a new link' }).waitFor();
    await app.screenshot(page, 'reset-password-used-link-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changes the password in account settings, and signs the other browsers out', async () => {
    const { page, errors } = await open('/login', {
      expected: [{ path: '/api/auth/change-password', status: 400 }],
    });
    const account = await signUpAndSignIn(app, page, 'Margaret Hamilton');
    const other = await app.newPage();
    await signIn(app, other, account);
    await other.goto('/pricing');
    await showsHeading(other, 'Pricing');

    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await page.waitForURL(`${app.baseUrl}/account-settings`);
    await showsHeading(page, 'Account Settings');
    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password');
    const next = form.getByLabel('New password', { exact: true });
    const confirm = form.getByLabel('Confirm new password');
    const submit = form.getByRole('button', { name: 'Change password' });

    await submit.click();
    await sees(page, 'Current password is required');
    await sees(page, 'New password is required');
    await app.screenshot(page, 'account-settings-required-desktop');

    await current.fill(account.password);
    await next.fill('12345');
    await confirm.fill('12345');
    await submit.click();
    await sees(page, 'Password must be at least 6 characters long');

    await next.fill('a new secret');
    await confirm.fill('another new secret');
    await submit.click();
    await sees(page, 'New passwords do not match');

    await next.fill(account.password);
    await confirm.fill(account.password);
    await submit.click();
    await sees(page, 'New password must be different from current password');
    await app.screenshot(page, 'account-settings-validation-desktop');

    await current.fill('not my password');
    await next.fill('a new secret');
    await confirm.fill('a new secret');
    await submit.click();
    await sees(page, 'Current password is incorrect');
    await app.screenshot(page, 'account-settings-wrong-current-desktop');

    await current.fill(account.password);
    await submit.click();
    await sees(page, 'Password changed successfully!');
    expect(await current.inputValue()).toBe('');
    await app.screenshot(page, 'account-settings-changed-desktop');

    // This browser stays signed in; the other one is signed out.
    await page.reload();
    await showsHeading(page, 'Account Settings');
    await other.goto('/pricing');
    await other.waitForURL(`${app.baseUrl}/login?message=session-expired&next=%2Fpricing`);
    await showsHeading(other, 'Sign in to Billfold');
    await signInThroughForm(other, { email: account.email, password: 'a new secret' });
    await other.waitForURL(`${app.baseUrl}/pricing`);
    expect(errors).toEqual([]);
    await other.context().close();
    await page.context().close();
  });

  it('says up front that common passwords are refused, and checks them while typing', async () => {
    const hint = 'At least 6 characters. Common passwords are refused.';
    const refused = 'This password is too common. Please choose a less guessable one.';
    const { page, errors } = await open('/register', { viewport: 'mobile' });
    const sent: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname.startsWith('/api/auth/')) sent.push(pathname);
    });

    /** Types like a person, then waits for the field's message (the hint, or the refusal). */
    const typeAndSee = async (field: string, password: string, message: string) => {
      const input = page.getByLabel(field, { exact: true });
      await input.fill('');
      await input.pressSequentially(password, { delay: 20 });
      const describedBy = await input.getAttribute('aria-describedby');
      await expect
        .poll(() => page.locator(`[id="${describedBy}"]`).innerText(), { timeout: 5_000 })
        .toBe(message);
      return input;
    };

    // Register: said before anything is typed; a common password is refused as it is typed.
    await showsHeading(page, 'Create your account');
    await sees(page, hint);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(newAccount().email);
    const input = await typeAndSee('Password', 'iloveyou', refused);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await app.screenshot(page, 'register-common-password-typed-390');
    // Typing on to an uncommon one takes the refusal away.
    await input.pressSequentially('-in-paris-1871', { delay: 20 });
    await expect.poll(() => page.getByText(refused).count()).toBe(0);
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    await sees(page, hint);
    // Submitted anyway, a common password is refused without asking the server.
    await typeAndSee('Password', 'Password123', refused);
    await page.getByLabel('Confirm password').fill('Password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await sees(page, refused);
    expect(sent).toEqual([]);

    // Reset password (the link's token is checked on submit only).
    await page.goto('/reset-password?token=not-checked-yet');
    await showsHeading(page, 'Choose a new password');
    await sees(page, hint);
    await typeAndSee('New password', 'qwerty123', refused);
    await app.screenshot(page, 'reset-password-common-typed-390');
    await page.setViewportSize(viewports.desktop);
    await app.screenshot(page, 'reset-password-common-typed-desktop');

    // Change password, in the account settings.
    await signUpAndSignIn(app, page, 'Ada Lovelace');
    await page.goto('/account-settings');
    await showsHeading(page, 'Account Settings');
    await sees(page, hint);
    await typeAndSee('New password', 'football', refused);
    await app.screenshot(page, 'account-settings-common-typed-desktop');
    await page.setViewportSize(viewports.mobile);
    await typeAndSee('New password', 'my-own-secret-2026', hint);
    await app.screenshot(page, 'account-settings-hint-390');
    expect(sent.filter((path) => path !== '/api/auth/login-email')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps password management to e-mail accounts', async () => {
    const { page, errors } = await open('/login');
    const account = await signUpAndSignIn(app, page, 'Hedy Lamarr');
    await app.query(
      "UPDATE users SET oauth_provider = 'google', password_hash = NULL WHERE email = $1",
      [account.email],
    );
    await page.goto('/account-settings');
    await showsHeading(page, 'Account Settings');
    await sees(page, 'Password management is only available for email-based accounts.');
    expect(await page.getByRole('form', { name: 'Change password' }).count()).toBe(0);
    await app.screenshot(page, 'account-settings-social-desktop');
    await page.getByRole('button', { name: 'Open account menu' }).click();
    const items = (await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(items).toEqual([
      'Subscription Management',
      'Terms of Service',
      'Privacy Policy',
      'Sign Out',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows account settings on a phone', async () => {
    const { page } = await open('/login', { viewport: 'mobile' });
    await signUpAndSignIn(app, page, 'Annie Easley');
    await page.goto('/account-settings');
    await page.getByRole('form', { name: 'Change password' }).waitFor();
    await app.screenshot(page, 'account-settings-mobile');
    await page.context().close();
  });

  it('opens the dev outbox only with the printed link, whose token leaves the address bar', async () => {
    const { page: stranger, errors } = await open('/register', {
      lockedOutbox: true,
      expected: [{ path: '/api/dev/outbox/session', status: 401 }],
    });
    const outboxCalls: number[] = [];
    stranger.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/dev/outbox')
        outboxCalls.push(response.status());
    });
    const account = newAccount('Mary Jackson');
    await stranger.getByLabel('Name').fill(account.name);
    await stranger.getByLabel('Email').fill(account.email);
    await stranger.getByLabel('Password', { exact: true }).fill(account.password);
    await stranger.getByLabel('Confirm password').fill(account.password);
    await stranger.getByRole('button', { name: 'Create account' }).click();
    await showsHeading(stranger, 'Check your inbox');
    await waitForOutboxMail(app, account.email, /^Verify your email address$/);
    await expect.poll(() => outboxCalls).toEqual([401]);
    expect(await stranger.getByRole('link', { name: 'Open the dev outbox' }).count()).toBe(0);

    await stranger.goto('/dev/outbox');
    await showsHeading(stranger, 'Dev outbox');
    await stranger.getByRole('heading', { level: 2, name: 'The dev outbox is locked' }).waitFor();
    expect(await stranger.getByText(account.email).count()).toBe(0);
    await app.screenshot(stranger, 'dev-outbox-locked-desktop');

    // A wrong token in the link opens nothing.
    await stranger.goto(`/dev/outbox#token=${'x'.repeat(43)}`);
    await sees(stranger, 'The token of that link does not open this dev outbox.');
    expect(await stranger.getByText(account.email).count()).toBe(0);
    await stranger.context().close();

    const { page: developer, errors: developerErrors } = await open('/login', {
      lockedOutbox: true,
    });
    await developer.goto(devOutboxLink(app));
    const row = developer.getByRole('button', {
      name: new RegExp(`Verify your email address.*To ${account.email}`),
    });
    await row.waitFor();
    expect(new URL(developer.url()).hash).toBe('');
    expect(developer.url()).toBe(`${app.baseUrl}/dev/outbox`);
    const [cookie] = await developer.context().cookies(`${app.baseUrl}/api/dev/outbox`);
    expect(cookie).toMatchObject({
      name: 'billfold_dev_outbox',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/dev/outbox',
    });
    expect(cookie?.value).not.toBe(app.devOutboxToken);
    expect(errors).toEqual([]);
    expect(developerErrors).toEqual([]);
    await developer.context().close();
  });

  it('lists the dev outbox on a phone, newest first', async () => {
    const { page } = await open('/login', { viewport: 'mobile' });
    const account = await registerAccount(app, page);
    await page.request.post('/api/auth/resend-verification', {
      data: { email: account.email },
      headers: { origin: app.baseUrl },
    });
    await waitForOutboxMail(app, account.email, /^Verify your email address$/, 2);
    await page.goto('/dev/outbox');
    const rows = page.getByRole('list', { name: 'E-mails' }).getByRole('button');
    await rows.first().waitFor();
    const times = await page
      .getByRole('list', { name: 'E-mails' })
      .locator('time')
      .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await app.screenshot(page, 'dev-outbox-list-mobile');
    await rows.first().click();
    const frame = page.getByTitle('HTML version of “Verify your email address”');
    await frame.contentFrame().getByRole('link', { name: 'Verify email address' }).waitFor();
    // As the user scrolls to it (Chromium paints a frame below the fold only once it is near).
    await frame.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({
      path: `${screenshotDir}/dev-outbox-mail-open-mobile.png`,
      animations: 'disabled',
    });
    await page.context().close();
  });
});
