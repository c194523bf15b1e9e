import { AnalysisResultSchema, type AnalysisResult } from '@billfold/contract';
import {
  AnalysesRepository,
  type Analysis,
  type PageImage,
  PlansRepository,
  UsageRepository,
} from '@billfold/db';
import { JobProducer, analysisRunJob } from '@billfold/jobs';
import type { BlobStorage } from '@billfold/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { BLOB_STORAGE } from '../../storage/storage.module.js';
import { ApiMetrics } from '../metrics/api-metrics.js';
import { AnalysisError, AnalysisErrorCode, AnalysisMessage } from './analyses.errors.js';
import type { PdfUpload } from './pdf-upload.js';

const POLL_INTERVAL_MS = 200;

/**
 * Uploads become analyses: the PDF goes to storage (until the analysis ends), a row records it
 * and a job whose id is the analysis id does the work in the worker.
 */
@Injectable()
export class AnalysesService {
  private readonly logger = new Logger(AnalysesService.name);

  constructor(
    @Inject(API_ENV) private readonly env: ApiEnv,
    @Inject(BLOB_STORAGE) private readonly storage: BlobStorage,
    @Inject(JobProducer) private readonly producer: JobProducer,
    private readonly analyses: AnalysesRepository,
    private readonly plans: PlansRepository,
    private readonly usage: UsageRepository,
    private readonly metrics: ApiMetrics,
  ) {}

  /** Refuses the upload before anything is stored or queued when no page is left this period. */
  async assertPagesLeft(userId: string): Promise<void> {
    const { plan, periodStart } = await this.plans.quotaPeriodOf(userId, new Date());
    if (plan.monthlyQuota === null) return;
    const used = await this.usage.pagesUsed(userId, periodStart);
    if (used >= plan.monthlyQuota) {
      this.metrics.quotaRefusals.inc({ plan: plan.code });
      throw new AnalysisError(
        AnalysisErrorCode.QUOTA_EXCEEDED,
        AnalysisMessage.quotaExceeded(plan.monthlyQuota, plan.name),
      );
    }
  }

  /**
   * An upload: the quota is checked before the file is read (`read`), so a user with no page left
   * is refused before anything is stored. `requestId`: the upload's request id, carried by the
   * job into the worker's logs.
   */
  async upload(
    userId: string,
    read: () => Promise<PdfUpload>,
    requestId?: string,
  ): Promise<Analysis> {
    await this.assertPagesLeft(userId);
    return this.start(userId, await read(), requestId);
  }

  /**
   * SPEC.md's one-call analysis: uploads, waits for the analysis to end and answers its result;
   * the error it recorded when it did not succeed.
   */
  async analyze(
    userId: string,
    read: () => Promise<PdfUpload>,
    requestId?: string,
  ): Promise<{ analysis: Analysis; pages: PageImage[]; result: AnalysisResult }> {
    const started = await this.upload(userId, read, requestId);
    const { analysis, pages } = await this.waitForEnd(userId, started.id);
    const result = analysis.result ? AnalysisResultSchema.safeParse(analysis.result) : undefined;
    if (analysis.status !== 'succeeded' || !result?.success) {
      throw AnalysisError.recorded(analysis.errorCode, analysis.errorMessage);
    }
    return { analysis, pages, result: result.data };
  }

  /** `requestId`: the upload's request id, carried by the job into the worker's logs. */
  async start(userId: string, upload: PdfUpload, requestId?: string): Promise<Analysis> {
    const id = randomUUID();
    const pdfKey = `uploads/${id}.pdf`;
    await this.storage.put(pdfKey, upload.bytes, 'application/pdf');
    const analysis = await this.analyses.create({
      id,
      userId,
      fileName: upload.fileName,
      fileSize: upload.bytes.length,
      pdfKey,
    });
    try {
      await this.producer.enqueue(analysisRunJob, { analysisId: id }, { jobId: id, requestId });
    } catch (error) {
      await this.analyses.fail(
        id,
        AnalysisErrorCode.EXTRACTION_FAILED,
        'The analysis could not be queued. Please try again.',
      );
      // The key stays recorded until the file is gone: if this stops halfway, the worker's sweep finishes it.
      await this.storage.delete(pdfKey);
      await this.analyses.forgetPdf(id, pdfKey);
      throw error;
    }
    this.metrics.analysesQueued.inc();
    this.metrics.uploadSize.observe(upload.bytes.length);
    this.logger.log(`Analysis ${id} queued (${upload.bytes.length} bytes)`);
    return analysis;
  }

  /** Waits until the analysis ends (or the wait times out) and returns it. */
  async waitForEnd(
    userId: string,
    id: string,
  ): Promise<{ analysis: Analysis; pages: PageImage[] }> {
    const deadline = Date.now() + this.env.ANALYSIS_WAIT_TIMEOUT_MS;
    for (;;) {
      const analysis = await this.analyses.findOwned(userId, id);
      if (!analysis)
        throw new AnalysisError(AnalysisErrorCode.ANALYSIS_NOT_FOUND, AnalysisMessage.notFound);
      if (analysis.status === 'succeeded' || analysis.status === 'failed') {
        return { analysis, pages: await this.analyses.listPages(id) };
      }
      if (Date.now() > deadline)
        throw new AnalysisError(AnalysisErrorCode.ANALYSIS_TIMEOUT, AnalysisMessage.timeout);
      await sleep(POLL_INTERVAL_MS);
    }
  }

  async get(userId: string, id: string): Promise<{ analysis: Analysis; pages: PageImage[] }> {
    const analysis = await this.analyses.findOwned(userId, id);
    if (!analysis)
      throw new AnalysisError(AnalysisErrorCode.ANALYSIS_NOT_FOUND, AnalysisMessage.notFound);
    return { analysis, pages: await this.analyses.listPages(id) };
  }

  /**
   * A page image of the user's succeeded analysis: its bytes and type; 404 for anyone else's and
   * for one of an analysis that did not succeed (its images are being deleted).
   */
  async pageImage(
    userId: string,
    analysisId: string,
    pageNumber: number,
  ): Promise<{ bytes: Buffer; contentType: string }> {
    const page = await this.analyses.findOwnedPage(userId, analysisId, pageNumber);
    const bytes = page ? await this.storage.get(page.storageKey) : null;
    if (!page || !bytes)
      throw new AnalysisError(AnalysisErrorCode.PAGE_NOT_FOUND, AnalysisMessage.pageNotFound);
    return { bytes, contentType: page.contentType };
  }
}
