import { AnalysesRepository } from '@billfold/db';
import type { AnalysisRunPayload, JobContext } from '@billfold/jobs';
import { Inject, Injectable } from '@nestjs/common';
import { WorkerMetrics } from '../metrics/worker-metrics.js';
import { AnalyzeInvoiceService } from './analyze-invoice.service.js';

const ended = (status: string | undefined) => status === 'succeeded' || status === 'failed';

/** analysis.run: hands the analysis to the service, then counts what this run ended. */
@Injectable()
export class AnalysisRunProcessor {
  constructor(
    private readonly analyze: AnalyzeInvoiceService,
    @Inject(AnalysesRepository) private readonly analyses: AnalysesRepository,
    private readonly metrics: WorkerMetrics,
  ) {}

  async process(payload: AnalysisRunPayload, context: JobContext): Promise<void> {
    // Read before and after, so that a run that finds its analysis already ended (a retry after
    // a crash) counts nothing twice; the service itself stays free of metrics.
    const before = await this.analyses.findById(payload.analysisId);
    await this.analyze.run(payload.analysisId, context);
    if (!before || ended(before.status)) return;
    const after = await this.analyses.findById(payload.analysisId);
    if (after && ended(after.status)) this.metrics.analysisEnded(after);
  }
}
