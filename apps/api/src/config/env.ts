// The only file of the API that reads process.env. Every variable is validated at boot and
// every bad one is listed (the app refuses to start rather than run half-configured).
import { env, parseEnvironment, storageEnvShape } from '@billfold/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const defaultWebDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/** An amount of money with at most two decimals, kept as its exact text. */
const money = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'must be an amount such as 9.99' })
    .default(fallback.toFixed(2));

export const ApiEnvSchema = z.object({
  NODE_ENV: env.nodeEnv(),
  PORT: env.port(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The address users open; used in e-mail links and OAuth redirects. */
  PUBLIC_URL: env.url(['http', 'https']).optional(),
  DATABASE_URL: z
    .string({
      error: 'is required (pnpm dev and pnpm start provide an embedded database when it is unset)',
    })
    .pipe(env.url(['postgres', 'postgresql'])),
  /** Apply pending migrations at start (set by pnpm dev / pnpm start in the embedded mode). */
  DATABASE_MIGRATE_ON_START: env.boolean(false),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: env.url(['redis', 'rediss']).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9:_-]+$/)
    .default('billfold'),
  /** The built web app served by the API in production. */
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  /** Number of reverse proxies in front of the API whose X-Forwarded-For is trusted. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Lifetime of an access session; the web client refreshes it on the 401 that follows. */
  AUTH_ACCESS_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .default(15 * 60),
  /** A session not refreshed for this long ends. */
  AUTH_SESSION_IDLE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(14 * 24 * 3600),
  /** A session ends this long after sign-in, whatever the activity. */
  AUTH_SESSION_ABSOLUTE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  /** A refresh token presented again within this window is a concurrent refresh, not a stolen token. */
  AUTH_REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * How long a session looked up for a record route is taken as live without asking the
   * database again (0: ask every time). Sessions ended in the same API process are refused at
   * once; one ended in another process is refused within this many seconds.
   */
  AUTH_SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /** SMTP is the worker's; the API only needs to know whether mail goes to the dev outbox. */
  SMTP_URL: env.url(['smtp', 'smtps']).optional(),
  /** Serve the dev outbox (every mail the dev transport stored) at /api/dev/outbox. Local use only. */
  MAIL_DEV_OUTBOX: env.boolean(false),
  /**
   * The secret that opens the dev outbox (pnpm dev / pnpm start generate one and print the link):
   * the outbox shows password-reset links, so no anonymous caller may read it.
   */
  MAIL_DEV_OUTBOX_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ...storageEnvShape,
  /** Largest PDF accepted, in bytes (413 beyond, while streaming). */
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  /** How long POST /DocumentAnalysis/analyze-invoice-with-images waits for the analysis. */
  ANALYSIS_WAIT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(180_000),
  /** Stripe (payments): without the secret key, checkout answers "payments are not configured". */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of the webhook endpoint (whsec_…): events are verified with it. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The Stripe prices the basic and premium checkouts buy (price_…). */
  STRIPE_PRICE_BASIC: z.string().optional(),
  STRIPE_PRICE_PREMIUM: z.string().optional(),
  /** Another Stripe API address (a local stub in tests); default Stripe's own. */
  STRIPE_API_URL: env.url(['http', 'https']).optional(),
  /** Oldest webhook signature timestamp accepted, in seconds (replay protection). */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Plan prices (US dollars a month) and quotas (pages a month), written to the plans table at start. */
  PLAN_BASIC_PRICE_MONTHLY: money(9.99),
  PLAN_PREMIUM_PRICE_MONTHLY: money(29.99),
  PLAN_FREE_MONTHLY_QUOTA: z.coerce.number().int().min(0).default(50),
  PLAN_BASIC_MONTHLY_QUOTA: z.coerce.number().int().min(1).default(500),
  PLAN_PREMIUM_MONTHLY_QUOTA: z.coerce.number().int().min(1).default(2000),
  /**
   * Social sign-in: a provider is offered only when its client id (and secret) are set. Every
   * provider address can be changed (local stubs in tests).
   */
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Google's signing certificates (PEM by key id) for ID tokens. */
  GOOGLE_CERTS_URL: env
    .url(['http', 'https'])
    .default('https://www.googleapis.com/oauth2/v1/certs'),
  /** The Google Identity Services script the browser loads (only when Google is configured). */
  GOOGLE_SCRIPT_URL: env.url(['http', 'https']).default('https://accounts.google.com/gsi/client'),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_AUTHORIZE_URL: env
    .url(['http', 'https'])
    .default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: env
    .url(['http', 'https'])
    .default('https://github.com/login/oauth/access_token'),
  /** GitHub's REST API: the profile is read from /user, the addresses from /user/emails. */
  GITHUB_API_URL: env.url(['http', 'https']).default('https://api.github.com'),
  X_CLIENT_ID: z.string().optional(),
  X_CLIENT_SECRET: z.string().optional(),
  X_AUTHORIZE_URL: env.url(['http', 'https']).default('https://x.com/i/oauth2/authorize'),
  X_TOKEN_URL: env.url(['http', 'https']).default('https://api.x.com/2/oauth2/token'),
  /** X's API v2: the profile is read from /users/me. */
  X_API_URL: env.url(['http', 'https']).default('https://api.x.com/2'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZE_URL: env
    .url(['http', 'https'])
    .default('https://www.facebook.com/v23.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: env
    .url(['http', 'https'])
    .default('https://graph.facebook.com/v23.0/oauth/access_token'),
  /** Facebook's Graph API: the profile is read from /me. */
  FACEBOOK_GRAPH_URL: env.url(['http', 'https']).default('https://graph.facebook.com/v23.0'),
  /** When set, GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** The queue dashboard at /admin/queues, behind HTTP Basic with these credentials; off when unset. */
  ADMIN_USER: z
    .string()
    .regex(/^[^:]+$/, { error: 'must not be empty or contain ":"' })
    .optional(),
  ADMIN_PASSWORD: z.string().min(12, { error: 'must be at least 12 characters' }).optional(),
  LOG_LEVEL: env.logLevel(),
  /** Longest time a graceful shutdown waits for in-flight requests. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});
export type ApiEnv = z.infer<typeof ApiEnvSchema>;

export function loadApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  return parseEnvironment(ApiEnvSchema.superRefine(refineApiEnv), source);
}

function refineApiEnv(env: z.infer<typeof ApiEnvSchema>, context: z.RefinementCtx): void {
  if (env.MAIL_DEV_OUTBOX && env.SMTP_URL) {
    context.addIssue({
      code: 'custom',
      path: ['MAIL_DEV_OUTBOX'],
      message: 'must be false when SMTP_URL is set (mail goes out by SMTP)',
    });
  }
  if (env.MAIL_DEV_OUTBOX && !env.MAIL_DEV_OUTBOX_TOKEN) {
    context.addIssue({
      code: 'custom',
      path: ['MAIL_DEV_OUTBOX_TOKEN'],
      message: 'is required when MAIL_DEV_OUTBOX is true (pnpm dev and pnpm start generate one)',
    });
  }
  if (env.STRIPE_SECRET_KEY) {
    for (const name of [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_BASIC',
      'STRIPE_PRICE_PREMIUM',
    ] as const) {
      if (!env[name])
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when STRIPE_SECRET_KEY is set',
        });
    }
  }
  for (const [id, secret] of [
    ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
    ['X_CLIENT_ID', 'X_CLIENT_SECRET'],
    ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
  ] as const) {
    if (env[id] && !env[secret])
      context.addIssue({
        code: 'custom',
        path: [secret],
        message: `is required when ${id} is set`,
      });
    if (env[secret] && !env[id])
      context.addIssue({
        code: 'custom',
        path: [id],
        message: `is required when ${secret} is set`,
      });
  }
  for (const [name, other] of [
    ['ADMIN_USER', 'ADMIN_PASSWORD'],
    ['ADMIN_PASSWORD', 'ADMIN_USER'],
  ] as const) {
    if (env[other] && !env[name])
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when ${other} is set`,
      });
  }
  if (env.AUTH_SESSION_ABSOLUTE_TTL_SECONDS < env.AUTH_SESSION_IDLE_TTL_SECONDS) {
    context.addIssue({
      code: 'custom',
      path: ['AUTH_SESSION_ABSOLUTE_TTL_SECONDS'],
      message: 'must not be shorter than AUTH_SESSION_IDLE_TTL_SECONDS',
    });
  }
}

/** The public address of the product: links in e-mails are built from it, never from a request's Host. */
export function publicUrl(env: ApiEnv): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
