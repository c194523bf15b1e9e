import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach } from 'vitest';
import { WEBHOOK_SECRET } from './stripe-webhooks.js';
import { openForSuite } from './suite-value.js';

/** A request the API sent to the stub: method, path, headers and the form fields of its body. */
export interface StripeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  form: Record<string, string>;
}

export interface StubSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  endedAt?: number | null;
  created?: number;
  metadata?: Record<string, string>;
}

/** A checkout session as the stub keeps it: what it was created with, and where it stands. */
export interface StubCheckoutSession {
  id: string;
  form: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
}

/**
 * A local stand-in for the parts of Stripe's API that Billfold calls (the real SDK is pointed at
 * it with host/port/protocol): creating and retrieving checkout sessions, and retrieving,
 * updating and cancelling subscriptions. It records every request so tests can assert the form
 * fields and headers. Its "hosted checkout" (`/pay/{id}`) is a plain page, which is as far as a
 * browser test goes.
 */
export class StripeStub {
  readonly requests: StripeRequest[] = [];
  readonly subscriptions = new Map<string, StubSubscription>();
  readonly checkoutSessions = new Map<string, StubCheckoutSession>();
  /** Answer the next checkout session with this HTTP status (a Stripe outage). */
  failNextCheckout: number | null = null;
  /** Answer this many of the next requests with a 500 (the SDK tries three times). */
  failNextRequests = 0;
  private server: Server | null = null;
  private sessions = 0;
  url = '';

  /**
   * The Stripe variables of an API whose Stripe is this stub: the test keys (the webhook secret
   * the signed events of stripe-webhooks use) and the two paid plans' prices, unless told others.
   */
  env(keys: { secretKey?: string; webhookSecret?: string } = {}): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: keys.secretKey ?? 'sk_test_billfold',
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret ?? WEBHOOK_SECRET,
      STRIPE_PRICE_BASIC: 'price_basic_test',
      STRIPE_PRICE_PREMIUM: 'price_premium_test',
      STRIPE_API_URL: this.url,
    };
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /**
   * A subscription Stripe holds, bought by `userId`: basic (`price_basic_test`), from
   * 2026-11-15 for 30 days, unless `overrides` say otherwise.
   */
  addSubscription(userId: string, overrides: Partial<StubSubscription> = {}): StubSubscription {
    const start = Math.floor(Date.UTC(2026, 10, 15, 10, 30) / 1000);
    const subscription: StubSubscription = {
      id: `sub_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      customer: `cus_${userId.slice(0, 8)}`,
      status: 'active',
      priceId: 'price_basic_test',
      periodStart: start,
      periodEnd: start + 30 * 86_400,
      created: start,
      metadata: { userId, planCode: 'basic' },
      ...overrides,
    };
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** The form of every checkout session created, oldest first. */
  get checkouts(): Record<string, string>[] {
    return [...this.checkoutSessions.values()].map((session) => session.form);
  }

  /** The last checkout session started, and a way to say where it stands at Stripe. */
  lastCheckout(): {
    id: string;
    set: (
      status: StubCheckoutSession['status'],
      paymentStatus?: StubCheckoutSession['paymentStatus'],
    ) => void;
  } {
    const session = [...this.checkoutSessions.values()].at(-1);
    if (!session) throw new Error('No checkout session was started');
    return {
      id: session.id,
      set: (status, paymentStatus = status === 'complete' ? 'paid' : 'unpaid') => {
        session.status = status;
        session.paymentStatus = paymentStatus;
      },
    };
  }

  /** The recorded requests to a path (e.g. 'POST /v1/checkout/sessions'). */
  calls(route: string): StripeRequest[] {
    return this.requests.filter((request) => `${request.method} ${request.path}` === route);
  }

  /** Stripe's JSON form of a checkout session (the fields Billfold reads). */
  checkoutSessionObject(session: StubCheckoutSession): Record<string, unknown> {
    const metadata = Object.fromEntries(
      Object.entries(session.form).flatMap(([key, value]) => {
        const match = /^metadata\[(.+)\]$/.exec(key);
        return match ? [[match[1]!, value]] : [];
      }),
    );
    return {
      id: session.id,
      object: 'checkout.session',
      mode: session.form.mode,
      status: session.status,
      payment_status: session.paymentStatus,
      client_reference_id: session.form.client_reference_id ?? null,
      metadata,
      url: session.status === 'open' ? `${this.url}/pay/${session.id}` : null,
    };
  }

  /** Stripe's JSON form of a stub subscription (API version 2026-10-28: periods live on the items). */
  static subscriptionObject(subscription: StubSubscription): Record<string, unknown> {
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
      ended_at: subscription.endedAt ?? null,
      created: subscription.created ?? subscription.periodStart,
      metadata: subscription.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: `si_${subscription.id}`,
            object: 'subscription_item',
            current_period_start: subscription.periodStart,
            current_period_end: subscription.periodEnd,
            price: { id: subscription.priceId, object: 'price' },
            quantity: 1,
          },
        ],
      },
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.url);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    this.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      headers: request.headers,
      form,
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${this.requests.length}`,
      });
      response.end(JSON.stringify(body));
    };
    const notFound = (what: string) =>
      send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${what}`,
        },
      });

    if (this.failNextRequests > 0) {
      this.failNextRequests -= 1;
      return send(500, { error: { type: 'api_error', message: 'Stripe is down' } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (this.failNextCheckout) {
        const status = this.failNextCheckout;
        this.failNextCheckout = null;
        return send(status, {
          error: { type: 'api_error', message: 'Stripe is having a bad day' },
        });
      }
      const id = `cs_test_${++this.sessions}`;
      const session: StubCheckoutSession = { id, form, status: 'open', paymentStatus: 'unpaid' };
      this.checkoutSessions.set(id, session);
      return send(200, this.checkoutSessionObject(session));
    }
    const checkout = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (checkout && request.method === 'GET') {
      const session = this.checkoutSessions.get(decodeURIComponent(checkout[1]!));
      return session
        ? send(200, this.checkoutSessionObject(session))
        : notFound('checkout.session');
    }
    if (request.method === 'GET' && url.pathname.startsWith('/pay/')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(
        '<!doctype html><link rel="icon" href="data:,"><title>Stripe Checkout (stub)</title><h1>Stripe Checkout (stub)</h1>',
      );
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    const subscription = match ? this.subscriptions.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && !subscription) return notFound('subscription');
    if (subscription && request.method === 'GET')
      return send(200, StripeStub.subscriptionObject(subscription));
    if (subscription && request.method === 'POST') {
      if (form.cancel_at_period_end !== undefined)
        subscription.cancelAtPeriodEnd = form.cancel_at_period_end === 'true';
      return send(200, StripeStub.subscriptionObject(subscription));
    }
    if (subscription && request.method === 'DELETE') {
      subscription.status = 'canceled';
      subscription.endedAt = Math.floor(Date.now() / 1000);
      return send(200, StripeStub.subscriptionObject(subscription));
    }
    notFound(url.pathname);
  }
}

/**
 * The suite's Stripe stub: started in a beforeAll of the calling suite (before the hooks the suite
 * registers after it), stopped after its tests, its recorded requests forgotten before each test.
 */
export function useStripeStub(): StripeStub {
  const stub = openForSuite(
    'The Stripe stub',
    async () => {
      const started = new StripeStub();
      await started.start();
      return started;
    },
    (started) => started.stop(),
  );
  beforeEach(() => {
    stub.requests.length = 0;
  });
  return stub;
}
