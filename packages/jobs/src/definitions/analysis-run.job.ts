import { z } from 'zod';
import { defineJob } from './job-definition.js';

/** Queue of invoice analyses. */
export const ANALYSIS_QUEUE = 'analysis';

export const AnalysisRunPayloadSchema = z.object({ analysisId: z.uuid() });
export type AnalysisRunPayload = z.infer<typeof AnalysisRunPayloadSchema>;

/**
 * Runs one analysis: counts the pages, reserves the quota, renders the pages and extracts the
 * fields. The job id is the analysis id. Retries cover transient failures (a busy model, a
 * storage hiccup); the last failure releases the reserved pages.
 */
export const analysisRunJob = defineJob({
  queue: ANALYSIS_QUEUE,
  name: 'analysis.run',
  payload: AnalysisRunPayloadSchema,
  defaults: {
    attempts: 4,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { age: 24 * 60 * 60, count: 1_000 },
    removeOnFail: { age: 7 * 24 * 60 * 60, count: 5_000 },
  },
});
