import type { jobDefinitions, JobProcessors } from '@billfold/jobs';
import type { AnalysisCleanupService } from './analysis/analysis-cleanup.service.js';
import type { AnalysisRunProcessor } from './analysis/analysis.processor.js';
import { MailSendProcessor } from './mail/mail.processor.js';

/**
 * One processor per job Billfold declares (packages/jobs jobDefinitions). A job declared there
 * without an entry here makes the worker refuse to start, naming the job.
 */
export function jobProcessors(
  mail: MailSendProcessor,
  analysis: AnalysisRunProcessor,
  cleanup: AnalysisCleanupService,
): JobProcessors<typeof jobDefinitions> {
  return {
    'mail.send': (payload, context) => mail.process(payload, context),
    'analysis.run': (payload, context) => analysis.process(payload, context),
    'maintenance.sweep-analyses': async () => {
      await cleanup.sweep();
    },
  };
}
