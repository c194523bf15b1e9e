import { CommonErrorCode } from '@billfold/contract';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { statusOf } from '../common/errors/error-status.js';
import type { ApiEnv } from '../config/api-config.js';

/** Paths the API answers itself: never a file of the web app, nor its page. */
const API_PATHS = /^\/(?:api|metrics|admin)(?:\/|$)/;

/**
 * In production the API also serves the built web app: its files, and index.html for every
 * other path outside the API's own (client-side routes). A file the build compressed (brotli
 * .br, gzip .gz, beside it: apps/web/vite-plugins/precompress.ts) goes out compressed when the
 * browser accepts it, with `Content-Encoding` and `Vary: Accept-Encoding`. Source maps stay on
 * the server, for error reports: asking for one answers 404. Null outside production, or when
 * there is no build.
 */
export function webAppHandler(env: ApiEnv): RequestHandler | null {
  if (env.NODE_ENV !== 'production') return null;
  if (!existsSync(path.join(env.WEB_DIST_DIR, 'index.html'))) {
    new Logger('WebApp').warn(
      `No built web app at ${env.WEB_DIST_DIR}: serving the API only (run pnpm build).`,
    );
    return null;
  }
  const files = expressStaticGzip(env.WEB_DIST_DIR, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (response, file) => {
        response.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    },
  });
  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_PATHS.test(request.path))
      return next();
    if (request.path.endsWith('.map')) {
      response
        .status(statusOf(CommonErrorCode.NOT_FOUND))
        .json({ code: CommonErrorCode.NOT_FOUND, message: 'Not found.' });
      return;
    }
    files(request, response, (error?: unknown) => {
      if (error) return next(error);
      // Not a file: a client-side route, answered with the app's page.
      request.url = '/index.html';
      files(request, response, next);
    });
  };
}
