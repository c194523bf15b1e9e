import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { STRIPE_WEBHOOK_PATH } from './common/security/same-origin.middleware.js';
import type { QueueBackend } from '@billfold/jobs';
import type { ApiEnv } from './config/api-config.js';
import { QUEUE_BACKEND } from './queue/queue-backend.js';
import { googleSignInPolicy } from './modules/auth/social/social-providers.js';
import { ADMIN_QUEUES_PATH, adminQueuesHandler } from './modules/admin/admin-queues.js';
import { API_REFERENCE_PATH, apiReferenceHandler } from './modules/api-docs/api-reference.js';
import { ApiMetrics } from './modules/metrics/api-metrics.js';
import { httpMetricsMiddleware } from './modules/metrics/http-metrics.middleware.js';
import { webAppHandler } from './web/web-app.js';

/** Builds the API (not yet listening): used by main.ts and by the end-to-end tests. */
export async function createApiApp(env: ApiEnv): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env), {
    bufferLogs: true,
    bodyParser: false,
    // A boot error reaches the caller (main prints it and exits 1) instead of aborting the process.
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', env.TRUST_PROXY);
  app.disable('x-powered-by');
  // No ETag on the API's answers: Express would hash every JSON body (SHA-1 of each page of
  // invoices) for a conditional request no client makes. The web app's files keep theirs (their
  // static handler makes its own).
  app.set('etag', false);
  // First, so that the latency covers every other middleware too.
  app.use(httpMetricsMiddleware(app.get(ApiMetrics)));
  // Answers of 1 KiB and more go out compressed (brotli or gzip) when the client accepts it:
  // JSON, the API reference, metrics. No route streams (no server-sent events) and page images
  // are not compressible, so none is held back. The web app's files come compressed from the
  // build instead (webAppHandler sets Content-Encoding, which this leaves alone).
  app.use(compression({ threshold: 1024 }));
  const google = googleSignInPolicy(env);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(google?.scriptSrc ?? [])],
          // Radix positions popovers with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'", ...(google?.styleSrc ?? [])],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'", ...(google?.connectSrc ?? [])],
          frameSrc: google ? [...google.frameSrc] : ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests:
            env.NODE_ENV === 'production' && env.PUBLIC_URL?.startsWith('https:') ? [] : null,
        },
      },
      hsts: env.PUBLIC_URL?.startsWith('https:') ?? false,
      ...(google
        ? {
            crossOriginOpenerPolicy: { policy: google.crossOriginOpenerPolicy },
            referrerPolicy: { policy: google.referrerPolicy },
          }
        : {}),
    }),
  );
  // The queue dashboard, when admin credentials are configured: before the API's body parsers
  // (it has its own) and outside Nest's routes.
  const adminQueues = adminQueuesHandler(env, app.get<QueueBackend>(QUEUE_BACKEND));
  if (adminQueues) app.use(ADMIN_QUEUES_PATH, adminQueues);
  app.use(API_REFERENCE_PATH, apiReferenceHandler());
  const webApp = webAppHandler(env);
  if (webApp) app.use(webApp);
  app.use(cookieParser());
  // Stripe signs the exact bytes it sends: its webhook body is kept raw (the JSON parser then
  // finds it read and leaves it alone).
  app.use(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }));
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '100kb', extended: false });
  app.useGlobalFilters(new AllExceptionsFilter());
  return app;
}
