import type { NextFunction, Request, Response } from 'express';
import type { ApiMetrics } from './api-metrics.js';

/** Label of requests that matched no route (static files of the web app, 404s). */
export const UNMATCHED_ROUTE = 'unmatched';
/** The catch-all route Nest registers to answer 404 for everything no controller serves. */
const NEST_NOT_FOUND_ROUTE = '{/*splat}';

/**
 * Times every request from its first byte to the end of its response and records it under the
 * matched route's template (`/api/reports/:id`), never the raw URL, whose ids and query strings
 * would make the label set unbounded.
 */
export function httpMetricsMiddleware(metrics: ApiMetrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const stop = metrics.httpRequestDuration.startTimer();
    response.once('finish', () => {
      const path = (request.route as { path?: unknown } | undefined)?.path;
      stop({
        method: request.method,
        route:
          typeof path === 'string' && path !== NEST_NOT_FOUND_ROUTE
            ? `${request.baseUrl}${path}`
            : UNMATCHED_ROUTE,
        status_code: String(response.statusCode),
      });
    });
    next();
  };
}
