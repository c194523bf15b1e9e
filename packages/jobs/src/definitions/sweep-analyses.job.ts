import { z } from 'zod';
import { defineJob } from './job-definition.js';

/** Queue of the periodic housekeeping jobs (apart from the analyses: no slot, metric or scaling of theirs is taken). */
export const MAINTENANCE_QUEUE = 'maintenance';

export const SweepAnalysesPayloadSchema = z.object({});
export type SweepAnalysesPayload = z.infer<typeof SweepAnalysesPayloadSchema>;

/**
 * Deletes what analyses no longer need: the upload and page images of failed analyses whose own
 * clean-up did not finish, and the page images of analyses that no saved invoice shows once the
 * retention has passed (ending those still unfinished then). Runs every hour (and when the first
 * worker starts); a run that fails is retried, and the next one covers anything left.
 */
export const sweepAnalysesJob = defineJob({
  queue: MAINTENANCE_QUEUE,
  name: 'maintenance.sweep-analyses',
  payload: SweepAnalysesPayloadSchema,
  everyMs: 60 * 60 * 1000,
  defaults: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 60_000 },
    removeOnComplete: { age: 7 * 24 * 60 * 60, count: 200 },
    removeOnFail: { age: 7 * 24 * 60 * 60, count: 200 },
  },
});
