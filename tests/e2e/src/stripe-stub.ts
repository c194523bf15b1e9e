import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_billfold';

/** The Stripe variables of a stack whose Stripe is the stub. */
export function stripeEnv(stub: StripeStub): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_BASIC: 'price_basic_e2e',
    STRIPE_PRICE_PREMIUM: 'price_premium_e2e',
    STRIPE_API_URL: stub.url,
  };
}

interface StubSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  userId: string;
}

/**
 * A local stand-in for Stripe for the browser tests: the API (its own process) creates checkout
 * sessions here and reads subscriptions; the "hosted checkout" page is a plain page of the stub,
 * which is as far as a browser test goes.
 */
export class StripeStub {
  readonly checkouts: Record<string, string>[] = [];
  /** Where each checkout stands (all open until a test says otherwise), by session id. */
  readonly checkoutStates = new Map<
    string,
    { status: 'open' | 'complete' | 'expired'; paymentStatus: 'paid' | 'unpaid' }
  >();
  readonly subscriptions = new Map<string, StubSubscription>();
  url = '';
  private server: Server | null = null;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', this.url);
        const form = Object.fromEntries(
          new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        );
        const json = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          this.checkouts.push(form);
          const id = `cs_test_${this.checkouts.length}`;
          this.checkoutStates.set(id, { status: 'open', paymentStatus: 'unpaid' });
          return json(200, this.checkoutObject(id));
        }
        const checkout = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
        if (request.method === 'GET' && checkout && this.checkoutStates.has(checkout[1]!)) {
          return json(200, this.checkoutObject(checkout[1]!));
        }
        if (request.method === 'GET' && url.pathname.startsWith('/pay/')) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(
            '<!doctype html><link rel="icon" href="data:,"><title>Stripe Checkout (stub)</title><h1>Stripe Checkout (stub)</h1>',
          );
        }
        const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
        const subscription = match ? this.subscriptions.get(match[1]!) : undefined;
        if (subscription && request.method === 'POST' && form.cancel_at_period_end) {
          subscription.cancelAtPeriodEnd = form.cancel_at_period_end === 'true';
        }
        if (subscription) return json(200, this.subscriptionObject(subscription));
        json(404, {
          error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` },
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** Stripe's JSON form of a checkout session: as it was created, and where it stands now. */
  private checkoutObject(id: string): Record<string, unknown> {
    const form = this.checkouts[Number(id.replace('cs_test_', '')) - 1] ?? {};
    const state = this.checkoutStates.get(id)!;
    return {
      id,
      object: 'checkout.session',
      mode: form.mode,
      status: state.status,
      payment_status: state.paymentStatus,
      client_reference_id: form.client_reference_id ?? null,
      metadata: { userId: form['metadata[userId]'], planCode: form['metadata[planCode]'] },
      url: state.status === 'open' ? `${this.url}/pay/${id}` : null,
    };
  }

  /** The last checkout session started, and a way to say where it stands at Stripe. */
  lastCheckout(): {
    id: string;
    set: (status: 'open' | 'complete' | 'expired', paymentStatus?: 'paid' | 'unpaid') => void;
  } {
    const id = `cs_test_${this.checkouts.length}`;
    return {
      id,
      set: (status, paymentStatus = status === 'complete' ? 'paid' : 'unpaid') =>
        this.checkoutStates.set(id, { status, paymentStatus }),
    };
  }

  /** A subscription Stripe holds for the user: current period from yesterday for 30 days. */
  subscribe(userId: string, plan: 'basic' | 'premium', status = 'active'): StubSubscription {
    const now = Math.floor(Date.now() / 1000);
    const subscription = {
      id: `sub_${randomUUID().slice(0, 12)}`,
      customer: `cus_${randomUUID().slice(0, 12)}`,
      status,
      priceId: plan === 'basic' ? 'price_basic_e2e' : 'price_premium_e2e',
      periodStart: now - 86_400,
      periodEnd: now + 29 * 86_400,
      cancelAtPeriodEnd: false,
      userId,
    };
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  subscriptionObject(subscription: StubSubscription): Record<string, unknown> {
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      ended_at: null,
      created: subscription.periodStart,
      metadata: { userId: subscription.userId },
      items: {
        object: 'list',
        data: [
          {
            id: `si_${subscription.id}`,
            object: 'subscription_item',
            current_period_start: subscription.periodStart,
            current_period_end: subscription.periodEnd,
            price: { id: subscription.priceId, object: 'price' },
          },
        ],
      },
    };
  }

  /** Delivers a signed `customer.subscription.updated` for the subscription to the app, as Stripe would. */
  async notify(baseUrl: string, subscription: StubSubscription): Promise<void> {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: this.subscriptionObject(subscription) },
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', STRIPE_WEBHOOK_SECRET)
      .update(`${timestamp}.${payload}`)
      .digest('hex');
    const response = await fetch(`${baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${timestamp},v1=${signature}`,
      },
      body: payload,
    });
    if (response.status !== 200)
      throw new Error(`The webhook answered ${response.status}: ${await response.text()}`);
  }
}
