import type { AnalysisRunPayload, JobContext } from '@billfold/jobs';
import { Injectable } from '@nestjs/common';
import { AnalyzeInvoiceService } from './analyze-invoice.service.js';

/** analysis.run: hands the analysis to the service. */
@Injectable()
export class AnalysisRunProcessor {
  constructor(private readonly analyze: AnalyzeInvoiceService) {}

  process(payload: AnalysisRunPayload, context: JobContext): Promise<void> {
    return this.analyze.run(payload.analysisId, context);
  }
}
