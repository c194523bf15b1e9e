import type { AnyJobDefinition } from './job-definition.js';
import { analysisRunJob } from './analysis-run.job.js';
import { mailSendJob } from './mail-send.job.js';
import { sweepAnalysesJob } from './sweep-analyses.job.js';

/**
 * Every job Billfold declares. The worker must have a processor for each one and refuses to
 * start otherwise, so a job added here without its processor fails at boot, not in production
 * traffic.
 */
export const jobDefinitions = [
  mailSendJob,
  analysisRunJob,
  sweepAnalysesJob,
] as const satisfies readonly AnyJobDefinition[];
