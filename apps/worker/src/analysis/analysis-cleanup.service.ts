import { AnalysisErrorCode } from '@billfold/contract';
import { AnalysesRepository, type SweepCandidate } from '@billfold/db';
import type { BlobStorage } from '@billfold/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { WORKER_ENV, type WorkerEnv } from '../config/worker-config.js';
import { BLOB_STORAGE } from './analysis-tokens.js';

const HOUR_MS = 60 * 60 * 1000;
/** Analyses the sweep reads at a time. */
const SWEEP_BATCH = 100;

/** What one sweep did. */
export interface SweepReport {
  /** Analyses whose upload and page images were deleted. */
  deleted: number;
  /** Analyses whose page images stay with a saved invoice. */
  kept: number;
  /** Analyses still queued or running after the retention, ended as failed. */
  ended: number;
}

/**
 * Deletes what an analysis no longer needs (documents are not kept: SPEC.md). The files go first,
 * then their rows and keys, so that whatever a crash interrupts is still recorded for the next
 * clean-up: a row whose file is gone is served by no one (the API serves the page images of
 * succeeded analyses only), a file without a row would never be found again.
 */
@Injectable()
export class AnalysisCleanupService {
  private readonly logger = new Logger(AnalysisCleanupService.name);

  constructor(
    @Inject(WORKER_ENV) private readonly env: WorkerEnv,
    @Inject(BLOB_STORAGE) private readonly storage: BlobStorage,
    @Inject(AnalysesRepository) private readonly analyses: AnalysesRepository,
  ) {}

  /** Deletes the analysis's upload and every page image, and settles its page images. */
  async deleteDocuments(analysisId: string): Promise<void> {
    const { pdfKey, pageKeys } = await this.analyses.documentsOf(analysisId);
    await Promise.all(
      [pdfKey, ...pageKeys].filter((key) => key !== null).map((key) => this.storage.delete(key)),
    );
    if (pdfKey) await this.analyses.forgetPdf(analysisId, pdfKey);
    await this.analyses.forgetPages(analysisId, pageKeys);
  }

  /** Deletes the analysis's upload (its page images stay). */
  async forgetPdf(analysisId: string): Promise<void> {
    const { pdfKey } = await this.analyses.documentsOf(analysisId);
    if (!pdfKey) return;
    await this.storage.delete(pdfKey);
    await this.analyses.forgetPdf(analysisId, pdfKey);
  }

  /**
   * The periodic sweep (maintenance.sweep-analyses): finishes the clean-up of failed analyses, forgets the
   * uploads of succeeded ones, and once PAGE_IMAGE_RETENTION_HOURS have passed since an upload,
   * deletes its page images unless an invoice of its owner shows them (an analysis still queued
   * or running then is ended as failed first). One analysis that cannot be cleaned up now does
   * not stop the others; the run fails at the end, so that it is retried.
   */
  async sweep(now = new Date()): Promise<SweepReport> {
    const expiredBefore = new Date(now.getTime() - this.env.PAGE_IMAGE_RETENTION_HOURS * HOUR_MS);
    const report: SweepReport = { deleted: 0, kept: 0, ended: 0 };
    let failures = 0;
    let after: SweepCandidate | undefined;
    for (;;) {
      const candidates = await this.analyses.sweepCandidates(expiredBefore, SWEEP_BATCH, after);
      for (const candidate of candidates) {
        try {
          await this.settle(candidate, report);
        } catch (error) {
          failures += 1;
          this.logger.error(
            `Could not clean up analysis ${candidate.id}: ${(error as Error).message}`,
          );
        }
      }
      if (candidates.length < SWEEP_BATCH) break;
      after = candidates.at(-1);
    }
    if (report.deleted + report.kept + report.ended > 0)
      this.logger.log(
        `Sweep: deleted the documents of ${report.deleted} analyses, kept the page images of ${report.kept} saved ones, ended ${report.ended} unfinished ones`,
      );
    if (failures > 0)
      throw new Error(`${failures} analyses could not be cleaned up; the next run tries again.`);
    return report;
  }

  private async settle(candidate: SweepCandidate, report: SweepReport): Promise<void> {
    if (candidate.status === 'failed') {
      await this.deleteDocuments(candidate.id);
      report.deleted += 1;
      return;
    }
    if (!candidate.expired) {
      // A success within the retention whose upload is still recorded (its job stopped halfway).
      if (candidate.status === 'succeeded') await this.forgetPdf(candidate.id);
      return;
    }
    if (candidate.status === 'succeeded' && candidate.saved) {
      await this.forgetPdf(candidate.id);
      await this.analyses.keepPages(candidate.id);
      report.kept += 1;
      return;
    }
    if (candidate.status !== 'succeeded') {
      // Queued or running for longer than the retention: its job is gone (a worker died on the
      // last attempt). Ending it gives its pages back; a job that still comes leaves it alone.
      const ended = await this.analyses.fail(
        candidate.id,
        AnalysisErrorCode.EXTRACTION_FAILED,
        'The invoice could not be analysed right now. Please try again later.',
      );
      if (ended) report.ended += 1;
    }
    await this.deleteDocuments(candidate.id);
    report.deleted += 1;
  }
}
