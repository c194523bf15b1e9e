// The only file of the API that reads process.env. Every variable is validated at boot and
// every bad one is listed (the app refuses to start rather than run half-configured).
import { env, parseEnvironment, storageEnvShape } from '@billfold/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

export const ApiEnvSchema = z.object({
  NODE_ENV: env.nodeEnv(),
  PORT: env.port(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The address users open; used in e-mail links and OAuth redirects. */
  PUBLIC_URL: env.url(['http', 'https']).optional(),
  DATABASE_URL: z
    .string({ error: 'is required (pnpm dev and pnpm start provide an embedded database when it is unset)' })
    .pipe(env.url(['postgres', 'postgresql'])),
  /** Apply pending migrations at start (set by pnpm dev / pnpm start in the embedded mode). */
  DATABASE_MIGRATE_ON_START: env.boolean(false),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: env.url(['redis', 'rediss']).optional(),
  REDIS_PREFIX: z.string().regex(/^[a-zA-Z0-9:_-]+$/).default('billfold'),
  /** The built web app served by the API in production. */
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  /** Number of reverse proxies in front of the API whose X-Forwarded-For is trusted. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Lifetime of an access session; the web client refreshes it on the 401 that follows. */
  AUTH_ACCESS_TTL_SECONDS: z.coerce.number().int().min(5).default(15 * 60),
  /** A session not refreshed for this long ends. */
  AUTH_SESSION_IDLE_TTL_SECONDS: z.coerce.number().int().min(60).default(14 * 24 * 3600),
  /** A session ends this long after sign-in, whatever the activity. */
  AUTH_SESSION_ABSOLUTE_TTL_SECONDS: z.coerce.number().int().min(60).default(30 * 24 * 3600),
  /** A refresh token presented again within this window is a concurrent refresh, not a stolen token. */
  AUTH_REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
  /** SMTP is the worker's; the API only needs to know whether mail goes to the dev outbox. */
  SMTP_URL: env.url(['smtp', 'smtps']).optional(),
  /** Serve the dev outbox (every mail the dev transport stored) at /api/dev/outbox. Local use only. */
  MAIL_DEV_OUTBOX: env.boolean(false),
  ...storageEnvShape,
  /** Largest PDF accepted, in bytes (413 beyond, while streaming). */
  MAX_UPLOAD_BYTES: z.coerce.number().int().min(1024).default(20 * 1024 * 1024),
  /** How long POST /DocumentAnalysis/analyze-invoice-with-images waits for the analysis. */
  ANALYSIS_WAIT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(180_000),
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
    context.addIssue({ code: 'custom', path: ['MAIL_DEV_OUTBOX'], message: 'must be false when SMTP_URL is set (mail goes out by SMTP)' });
  }
  if (env.AUTH_SESSION_ABSOLUTE_TTL_SECONDS < env.AUTH_SESSION_IDLE_TTL_SECONDS) {
    context.addIssue({ code: 'custom', path: ['AUTH_SESSION_ABSOLUTE_TTL_SECONDS'], message: 'must not be shorter than AUTH_SESSION_IDLE_TTL_SECONDS' });
  }
}

/** The public address of the product: links in e-mails are built from it, never from a request's Host. */
export function publicUrl(env: ApiEnv): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
