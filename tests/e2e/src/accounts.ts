import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { viewports, type E2eApp, type Stack } from './harness.js';
import { collectPageErrors, type ExpectedFailure } from './page-errors.js';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/** A new account's details: an address of its own, so tests never share data. */
export function newAccount(name = 'Ada Lovelace'): TestAccount {
  return {
    name,
    email: `e2e-${randomUUID()}@example.com`,
    password: `Pw-${randomBytes(9).toString('base64url')}`,
  };
}

/** Registers through the real API (as the register page does); the address is not verified yet. */
export async function registerAccount(
  app: Stack,
  page: Page,
  account = newAccount(),
): Promise<TestAccount> {
  const registered = await page.request.post('/api/auth/register', {
    data: account,
    headers: { origin: app.baseUrl },
  });
  if (registered.status() !== 201) {
    throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
  }
  return account;
}

/** Signs the page's browser context in (the session cookies land in the context, as after a sign-in in the app). */
export async function signIn(app: Stack, page: Page, account: TestAccount): Promise<void> {
  const signedIn = await page.request.post('/api/auth/login-email', {
    data: { email: account.email, password: account.password },
    headers: { origin: app.baseUrl },
  });
  if (signedIn.status() !== 200) {
    throw new Error(`login-email answered ${signedIn.status()}: ${await signedIn.text()}`);
  }
}

/**
 * Creates a verified e-mail account through the real API and signs the page's browser context
 * in with it.
 */
export async function signUpAndSignIn(
  app: Stack,
  page: Page,
  name = 'Ada Lovelace',
): Promise<TestAccount> {
  const account = await registerAccount(app, page, newAccount(name));
  await app.markEmailVerified(account.email);
  await signIn(app, page, account);
  return account;
}

/**
 * A page in a fresh browser context (desktop-sized unless told otherwise), signed in with a new
 * verified account; `errors` collects the page's errors but the `expected` failures.
 */
export async function signedInPage(
  app: E2eApp,
  options: { viewport?: keyof typeof viewports; expected?: ExpectedFailure[] } = {},
): Promise<{ page: Page; errors: string[]; account: TestAccount }> {
  const page = await app.newPage({ viewport: viewports[options.viewport ?? 'desktop'] });
  const errors = collectPageErrors(page, options.expected);
  const account = await signUpAndSignIn(app, page);
  return { page, errors, account };
}

/** Signs in through the e-mail form of /login, as a user does (the form opened if it is folded). */
export async function signInThroughForm(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Sign in to Billfold', exact: true }).waitFor();
  const openForm = page.getByRole('button', { name: 'Continue with e-mail' });
  if (await openForm.isVisible()) await openForm.click();
  const form = page.getByRole('form', { name: 'Sign in with e-mail' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}
