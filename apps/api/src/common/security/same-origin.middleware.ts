import { CommonErrorCode } from '@billfold/contract';
import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { publicUrl } from '../../config/env.js';
import { AppError } from '../errors/app-error.js';

/** Stripe's webhook: its body stays raw bytes for the signature check. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes that take something other than JSON, or are called by other servers. */
export const NON_JSON_ROUTES: { path: string; contentType: RegExp; crossSite: boolean }[] = [
  {
    path: '/api/DocumentAnalysis/analyze-invoice-with-images',
    contentType: /^multipart\/form-data;/i,
    crossSite: false,
  },
  { path: '/api/analyses', contentType: /^multipart\/form-data;/i, crossSite: false },
  // Stripe's servers: authenticated by the signature of the raw body (app.factory.ts keeps it raw).
  { path: STRIPE_WEBHOOK_PATH, contentType: /^application\/json\s*(;|$)/i, crossSite: true },
];

/**
 * Cross-site requests cannot change anything (SECURITY.md 11): a state-changing request from a
 * browser must come from our own origin (its Origin matches the public URL or the host it was
 * sent to; else Sec-Fetch-Site says same-origin), and JSON routes refuse form content types,
 * which browsers may send cross-site without a preflight.
 */
@Injectable()
export class SameOriginMiddleware implements NestMiddleware {
  private readonly publicOrigin: string;

  constructor(@Inject(API_ENV) env: ApiEnv) {
    this.publicOrigin = new URL(publicUrl(env)).origin;
  }

  use(request: Request, _response: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(request.method)) return next();
    // originalUrl: inside a mounted middleware request.path is relative to the mount point.
    const path = request.originalUrl.split('?')[0];
    const route = NON_JSON_ROUTES.find((candidate) => path === candidate.path);
    if (!route?.crossSite && !this.isSameOrigin(request)) {
      return next(
        new AppError(CommonErrorCode.FORBIDDEN_ORIGIN, 'Cross-site requests are not allowed.'),
      );
    }
    if (hasBody(request)) {
      const type = request.get('content-type') ?? '';
      const allowed = route ? route.contentType : /^application\/json\s*(;|$)/i;
      if (!allowed.test(type)) {
        return next(
          new AppError(
            CommonErrorCode.UNSUPPORTED_MEDIA_TYPE,
            'Send the request body as application/json.',
          ),
        );
      }
    }
    next();
  }

  private isSameOrigin(request: Request): boolean {
    const origin = request.get('origin');
    if (origin) {
      if (origin === this.publicOrigin) return true;
      try {
        const parsed = new URL(origin);
        return (
          (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
          parsed.host === request.get('host')
        );
      } catch {
        return false;
      }
    }
    const site = request.get('sec-fetch-site');
    // No Origin and no Fetch Metadata: not a browser, so no ambient cookies to abuse.
    return site === undefined || site === 'same-origin' || site === 'none';
  }
}

function hasBody(request: Request): boolean {
  const length = request.get('content-length');
  return (length !== undefined && length !== '0') || request.get('transfer-encoding') !== undefined;
}
