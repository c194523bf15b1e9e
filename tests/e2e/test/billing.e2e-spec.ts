import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, signUpAndSignIn } from '../src/accounts.js';
import { useE2eApp, viewports } from '../src/harness.js';
import { expectHeading } from '../src/headings.js';
import { collectPageErrors, type ExpectedFailure } from '../src/page-errors.js';
import { StripeStub, stripeEnv } from '../src/stripe-stub.js';

let stub: StripeStub;

beforeAll(async () => {
  stub = new StripeStub();
  await stub.start();
  return () => stub.stop();
});

const app = useE2eApp(() => ({ env: stripeEnv(stub) }));

/** A new account's signed-in page, with the account's id. */
async function signedInWithId(
  viewport: keyof typeof viewports = 'desktop',
  expected: ExpectedFailure[] = [],
) {
  const signedIn = await signedInPage(app, { viewport, expected });
  const session = await signedIn.page.request.get('/api/auth/verify-session');
  const { id } = (await session.json()) as { id: string };
  return { ...signedIn, userId: id };
}

async function planCodeOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/subscription/current-subscription');
  return ((await response.json()) as { subscriptionPlan: { code: string } }).subscriptionPlan.code;
}

describe('pricing', () => {
  it('shows basic, premium and Enterprise with the FAQ, and an upgrade click goes to the Stripe checkout', async () => {
    const { page, errors, userId } = await signedInWithId();
    await page.goto('/pricing');
    await expectHeading(page, 'Pricing');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Basic',
      'Premium',
      'Enterprise',
    ]);
    const basic = page.getByRole('article', { name: 'Basic' });
    expect(await basic.innerText()).toContain('$9.99');
    expect(await basic.innerText()).toContain('500 pages a month');
    expect(await page.getByRole('article', { name: 'Premium' }).innerText()).toContain(
      '2,000 pages a month',
    );
    const enterprise = page.getByRole('article', { name: 'Enterprise' });
    expect(await enterprise.innerText()).toContain('Unlimited pages');
    expect(await enterprise.getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toBe(
      'mailto:sales@billfold.app?subject=Billfold%20Enterprise',
    );
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    expect(
      await page.getByText('Immediately. An upgrade raises your allowance straight away.').count(),
    ).toBe(1);
    await app.screenshot(page, 'pricing-desktop');

    await basic.getByRole('button', { name: 'Upgrade to Basic' }).click();
    await page.waitForURL(/\/pay\/cs_test_\d+$/);
    expect(page.url().startsWith(stub.url)).toBe(true);
    await page.getByRole('heading', { name: 'Stripe Checkout (stub)' }).waitFor();
    expect(stub.checkouts.at(-1)).toMatchObject({
      mode: 'subscription',
      client_reference_id: userId,
      'line_items[0][price]': 'price_basic_e2e',
      cancel_url: `${app.baseUrl}/cancel`,
    });

    // Coming back to /success changes nothing: plans change only through Stripe's webhooks.
    const checkout = stub.lastCheckout();
    checkout.set('complete');
    await page.goto(`/success?session_id=${checkout.id}&user_id=${userId}`);
    await expectHeading(page, 'Payment successful');
    await page.getByText('Thank you! Your Basic plan is being activated').waitFor();
    expect(await planCodeOf(page)).toBe('free');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a phone, with the premium checkout one tap away', async () => {
    const { page, errors } = await signedInWithId('mobile');
    await page.goto('/pricing');
    await page
      .getByRole('article', { name: 'Premium' })
      .getByRole('button', { name: 'Upgrade to Premium' })
      .waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewports.mobile.width);
    await app.screenshot(page, 'pricing-mobile');
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL(/\/pay\/cs_test_\d+$/);
    expect(stub.checkouts.at(-1)?.['line_items[0][price]']).toBe('price_premium_e2e');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('checkout return pages', () => {
  /** The browser test's own checkout: started through the API as the Upgrade button does. */
  async function startCheckout(page: Page) {
    const started = await page.request.post('/api/subscription/basic', {
      headers: { origin: app.baseUrl },
    });
    expect(started.status()).toBe(200);
    return stub.lastCheckout();
  }

  it('shows /success as Stripe says the checkout stands, and /cancel in Spanish, at both widths', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, errors, userId } = await signedInWithId(viewport, [
        { path: /^\/api\/subscription\/checkout-session\/cs_test_\w+$/, status: 404 },
      ]);
      const width = viewport === 'desktop' ? 1366 : 390;
      await page.setViewportSize({ width, height: viewport === 'desktop' ? 900 : 844 });
      const shot = (name: string) => app.screenshot(page, `checkout-success-${name}-${width}`);
      const success = (sessionId: string, user = userId) =>
        page.goto(`/success?session_id=${sessionId}&user_id=${user}`);

      await page.goto('/success');
      await page.getByText('No payment session information found.').waitFor();
      await shot('without-session');

      const checkout = await startCheckout(page);
      await success(checkout.id);
      await expectHeading(page, 'Payment not finished');
      expect(
        await page.getByRole('link', { name: 'Return to checkout' }).getAttribute('href'),
      ).toBe(`${stub.url}/pay/${checkout.id}`);
      await shot('open');

      checkout.set('complete', 'unpaid');
      await success(checkout.id);
      await expectHeading(page, 'Payment processing');
      await shot('processing');
      // Stripe confirms the payment while the page is open: checking again says so.
      checkout.set('complete', 'paid');
      await page.getByRole('button', { name: 'Check again' }).click();
      await expectHeading(page, 'Payment successful');
      await page.getByText('Thank you! Your Basic plan is being activated').waitFor();
      await shot('paid');

      checkout.set('expired');
      await success(checkout.id);
      await expectHeading(page, 'Payment not completed');
      await page.getByText('Nothing was charged and your plan is unchanged.').waitFor();
      await shot('expired');

      // Made-up ids, and a real checkout of another account, are not found alike.
      await success('cs_test_made_up');
      await expectHeading(page, 'Payment not found');
      await page.getByText('We could not find this payment for your account.').waitFor();
      await shot('not-found');
      const other = await signedInWithId(viewport);
      const othersCheckout = await startCheckout(other.page);
      othersCheckout.set('complete');
      await success(othersCheckout.id);
      await expectHeading(page, 'Payment not found');
      await success(othersCheckout.id, other.userId);
      await expectHeading(page, 'Payment not found');
      expect(await planCodeOf(page)).toBe('free');
      await other.page.context().close();

      await page.goto('/cancel');
      await expectHeading(page, 'Pago cancelado');
      expect(
        await page.getByRole('link', { name: 'Ver planes de nuevo' }).getAttribute('href'),
      ).toBe('/pricing');
      expect(await page.getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe(
        '/',
      );
      await app.screenshot(page, `checkout-cancel-${viewport}`);
      await page.getByRole('link', { name: 'Ver planes de nuevo' }).click();
      await expectHeading(page, 'Pricing');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

describe('subscription', () => {
  it('shows the free plan, active, with its usage bar capped at 100 %', async () => {
    const { page, errors, userId } = await signedInWithId();
    const month = new Date().toISOString().slice(0, 7) + '-01T00:00:00Z';
    await app.query(
      'INSERT INTO usage_periods (user_id, period_start, pages_used) VALUES ($1, $2, 73)',
      [userId, month],
    );
    await page.goto('/subscription');
    await expectHeading(page, 'Subscription Management');
    await page.getByText('73 of 50 pages used').waitFor();
    expect(await page.locator('[data-status]').innerText()).toBe('Active');
    expect(await page.locator('[data-status]').getAttribute('data-status')).toBe('active');
    expect(
      await page
        .getByRole('progressbar', { name: 'Pages used this period' })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(await page.getByText('Premium gives you 2000 documents per month.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    await app.screenshot(page, 'subscription-free-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a paid plan with its status colour, and cancels it at the end of the period', async () => {
    const { page, errors, userId } = await signedInWithId('mobile');
    const subscription = stub.subscribe(userId, 'premium', 'past_due');
    await stub.notify(app.baseUrl, subscription);
    await page.goto('/subscription');
    await page.locator('[data-status="past_due"]').waitFor();
    expect(await page.locator('[data-status]').innerText()).toBe('Past due');
    await app.screenshot(page, 'subscription-past-due-mobile');

    subscription.status = 'active';
    await stub.notify(app.baseUrl, subscription);
    await page.reload();
    await page.locator('[data-status="active"]').waitFor();
    expect(await page.getByText('0 of 2,000 pages used').count()).toBe(1);
    await page.getByText(/^Renews on /).waitFor();
    await app.screenshot(page, 'subscription-premium-mobile');

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('You keep your Premium plan until').waitFor();
    await app.screenshot(page, 'subscription-cancel-dialog-mobile');
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .locator('[data-sonner-toast]')
      .getByText(/You keep access to your plan until the end of the current billing period/)
      .waitFor();
    await page.getByText(/^Canceled: your plan stays active until /).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    expect(stub.subscriptions.get(subscription.id)?.cancelAtPeriodEnd).toBe(true);
    expect(await planCodeOf(page)).toBe('premium');
    await app.screenshot(page, 'subscription-canceled-mobile');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the Enterprise plan as unlimited, agreed with sales, with nothing to buy', async () => {
    const { page, errors, userId } = await signedInWithId();
    await app.query("UPDATE users SET plan_code = 'enterprise' WHERE id = $1", [userId]);
    await page.goto('/subscription');
    await page.getByText('Price agreed with sales · Unlimited pages').waitFor();
    expect(await page.getByText('0 pages used · Unlimited').count()).toBe(1);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Upgrade/ }).count()).toBe(0);
    await app.screenshot(page, 'subscription-enterprise-desktop');
    await page.goto('/pricing');
    await page
      .getByRole('article', { name: 'Premium' })
      .getByRole('button', { name: 'Included in your plan' })
      .waitFor();
    expect(await page.getByRole('button', { name: /^Upgrade/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("tells the user when cancelling fails (SPEC's alert)", async () => {
    const { page, userId } = await signedInWithId();
    const errors = collectPageErrors(page, [
      { path: '/api/subscription/cancel-subscription', status: 502 },
    ]);
    const subscription = stub.subscribe(userId, 'basic');
    await stub.notify(app.baseUrl, subscription);
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    // Stripe no longer knows the subscription: the cancel call fails there.
    stub.subscriptions.delete(subscription.id);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Cancel subscription' })
      .click();
    await page
      .locator('[data-sonner-toast]')
      .getByText('Error canceling the subscription. Please try again.')
      .waitFor();
    await app.screenshot(page, 'subscription-cancel-failed-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('without Stripe', () => {
  const bare = useE2eApp();

  it('says payments are not configured when an upgrade is clicked', async () => {
    const page = await bare.newPage({ viewport: viewports.mobile });
    const errors = collectPageErrors(page, [
      { path: '/api/subscription/basic', status: 503 },
      { path: '/api/subscription/premium', status: 503 },
    ]);
    await signUpAndSignIn(bare, page);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
    await page.getByText('Payments are not configured on this server yet').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricing');
    await bare.screenshot(page, 'pricing-payments-not-configured-mobile');
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await page.getByText('Payments are not configured on this server yet').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says so on /success too, instead of claiming a payment', async () => {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      const page = await bare.newPage({ viewport: { width, height } });
      const errors = collectPageErrors(page, [
        { path: '/api/subscription/checkout-session/cs_test_a1b2c3', status: 503 },
      ]);
      await signUpAndSignIn(bare, page);
      const session = await page.request.get('/api/auth/verify-session');
      const { id } = (await session.json()) as { id: string };
      await page.goto(`/success?session_id=cs_test_a1b2c3&user_id=${id}`);
      await expectHeading(page, 'No payment to confirm');
      await page.getByText('Payments are not configured on this server yet').waitFor();
      expect(await page.getByText('Payment successful').count()).toBe(0);
      await bare.screenshot(page, `checkout-success-not-configured-${width}`);
      // Without the ids: SPEC's message, as with Stripe.
      await page.goto('/success');
      await page.getByText('No payment session information found.').waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
