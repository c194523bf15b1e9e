import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { HealthSchema } from './health.schema.js';

const c = initContract();

export const healthContract = c.router({
  check: {
    method: 'GET',
    path: '/health',
    summary: 'Readiness: the database and the job queue both answer (503 when one does not).',
    responses: { 200: HealthSchema, 503: HealthSchema },
  },
  live: {
    method: 'GET',
    path: '/health/live',
    summary: 'Liveness: the process is up and serving requests.',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
});
