import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorResponseSchema } from '../common/error.schema.js';

const c = initContract();

/** Prometheus' text exposition format. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * Routes for operators and their tools rather than for the web app: outside /api, so that a
 * scraper's default path works and a reverse proxy can keep them off the public internet.
 */
export const operationsContract = c.router(
  {
    openApiDocument: {
      method: 'GET',
      path: '/api/openapi.json',
      summary:
        'This API as an OpenAPI 3.1 document, generated from packages/contract; rendered at /api/docs.',
      responses: { 200: z.record(z.string(), z.unknown()) },
    },
    metrics: {
      method: 'GET',
      path: '/metrics',
      summary:
        'Prometheus metrics of this API process (HTTP latency by route template, uploads, quota refusals, process). ' +
        'When METRICS_TOKEN is set it needs `Authorization: Bearer <METRICS_TOKEN>`.',
      responses: {
        200: c.otherResponse({ contentType: METRICS_CONTENT_TYPE, body: z.string() }),
        401: ErrorResponseSchema,
      },
    },
  },
  { strictStatusCodes: true },
);
export type OperationsContract = typeof operationsContract;
