import { AnalysisErrorCode } from '@billfold/contract';
import {
  AnalysesRepository,
  type Analysis,
  PlansRepository,
  UsageRepository,
  isDataException,
} from '@billfold/db';
import { PermanentJobError, type JobContext } from '@billfold/jobs';
import type { BlobStorage } from '@billfold/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { WORKER_ENV, type WorkerEnv } from '../config/worker-config.js';
import { AnalysisCleanupService } from './analysis-cleanup.service.js';
import { BLOB_STORAGE, PAGE_RENDERER } from './analysis-tokens.js';
import { ExtractionError } from './extraction/invoice-extractor.js';
import {
  LearnedExtractionService,
  type LearnedExtraction,
} from './learning/learned-extraction.service.js';
import { readPdf } from './extraction/local/read-pdf.js';
import {
  type OpenedPdf,
  type PageRenderer,
  PdfRejectedError,
  type RenderedPage,
} from './render/page-renderer.js';

const EXTENSIONS: Record<RenderedPage['contentType'], string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Why an analysis ended that no retry can mend. */
const UNREADABLE = 'The invoice could not be read. Check that the PDF is an invoice and try again.';

/** A failure that ends the analysis: recorded, its pages released, never retried. */
class AnalysisFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The analysis of one uploaded PDF: count the pages (isolated renderer), reserve them against the
 * quota, then extract the fields and render the page images in parallel, store everything and
 * charge the pages. A failed analysis keeps nothing: its upload and the page images written so far
 * are deleted. Safe to run again: an ended analysis is left alone and a reservation is never
 * taken twice.
 */
@Injectable()
export class AnalyzeInvoiceService {
  private readonly logger = new Logger(AnalyzeInvoiceService.name);

  constructor(
    @Inject(WORKER_ENV) private readonly env: WorkerEnv,
    @Inject(PAGE_RENDERER) private readonly renderer: PageRenderer,
    private readonly learning: LearnedExtractionService,
    @Inject(BLOB_STORAGE) private readonly storage: BlobStorage,
    @Inject(AnalysesRepository) private readonly analyses: AnalysesRepository,
    @Inject(PlansRepository) private readonly plans: PlansRepository,
    @Inject(UsageRepository) private readonly usage: UsageRepository,
    private readonly cleanup: AnalysisCleanupService,
  ) {}

  async run(analysisId: string, context: JobContext): Promise<void> {
    const analysis = await this.analyses.findById(analysisId);
    if (!analysis) throw new PermanentJobError(`Analysis ${analysisId} does not exist.`);
    if (analysis.status === 'succeeded' || analysis.status === 'failed') return;
    try {
      await this.analyse(analysis, context);
    } catch (error) {
      const failure = this.asFailure(error, analysis.id);
      if (failure) return this.end(analysis, failure);
      if (context.attempt >= context.maxAttempts) {
        this.logger.error(
          `Analysis ${analysis.id} failed on its last attempt: ${(error as Error).message}`,
        );
        return this.end(
          analysis,
          new AnalysisFailure(
            AnalysisErrorCode.EXTRACTION_FAILED,
            'The invoice could not be analysed right now. Please try again later.',
          ),
        );
      }
      throw error;
    }
  }

  private async analyse(analysis: Analysis, context: JobContext): Promise<void> {
    const stored = analysis.pdfKey ? await this.storage.get(analysis.pdfKey) : null;
    // A plain Uint8Array (pdf.js refuses Node's Buffer subclass), viewing the bytes rather than
    // copying them: the renderer pool copies a view into a larger buffer before sending it.
    const pdf = stored ? new Uint8Array(stored.buffer, stored.byteOffset, stored.byteLength) : null;
    if (!pdf)
      throw new AnalysisFailure(
        AnalysisErrorCode.PDF_REJECTED,
        'The uploaded file is no longer available. Please upload it again.',
      );

    // The model starts at once; page images come in beside it and never delay the result. When
    // one fails, the other is stopped and awaited: nothing is written after the analysis ends.
    const stop = new AbortController();
    const signal = context.signal ? AbortSignal.any([stop.signal, context.signal]) : stop.signal;
    // One renderer opens the PDF for the whole job: it counts the pages, reads the text layer and
    // draws the pages, each in turn, from the document it parsed once (a second renderer beside
    // it would hold a parsed copy of its own: bench/analysis-pipeline, README).
    const document = await this.renderer.open(pdf, { maxPages: this.env.MAX_PDF_PAGES, signal });
    try {
      await this.analyseOpened(analysis, pdf, document, stop, signal);
    } finally {
      await document.close();
    }
  }

  private async analyseOpened(
    analysis: Analysis,
    pdf: Uint8Array,
    document: OpenedPdf,
    stop: AbortController,
    signal: AbortSignal,
  ): Promise<void> {
    const { pageCount } = document;
    // The plan now (a plan change applies at once) and the period of the upload: a free user's
    // retry next month charges the month of the upload; a paid user's, the current billing period.
    const { plan, periodStart } = await this.plans.quotaPeriodOf(
      analysis.userId,
      analysis.createdAt,
    );
    const reservation = await this.usage.reserve({
      userId: analysis.userId,
      analysisId: analysis.id,
      periodStart,
      pages: pageCount,
      quota: plan.monthlyQuota,
    });
    if (reservation.status === 'over-quota') {
      const left = Math.max(0, reservation.quota - reservation.pagesUsed);
      throw new AnalysisFailure(
        AnalysisErrorCode.QUOTA_EXCEEDED,
        `This PDF has ${pageCount} page${pageCount === 1 ? '' : 's'} but only ${left} of the ${reservation.quota} pages of your ${plan.name} plan are left this month. Upgrade your plan to analyse more invoices.`,
      );
    }
    await this.analyses.markProcessing(analysis.id, pageCount);

    let failure: { error: unknown } | undefined;
    const stopOthersOnFailure = <T>(work: Promise<T>) =>
      work.catch((error: unknown) => {
        if (!failure) {
          failure = { error };
          stop.abort(error);
        }
        throw error;
      });
    const storePage = (page: RenderedPage) => this.storePage(analysis.id, page);
    // The text layer first (a few pages: tenths of a second), for the extractor and for learning;
    // then the page images. When the text cannot be read, the pages are drawn by a renderer of
    // their own, as a failed read may have closed the document or ended its renderer.
    const text = readPdf({ document }, { signal });
    text.catch(() => undefined); // the extraction reports it
    const images = text
      .then(
        () => document.render({ signal }, storePage),
        () =>
          document
            .close()
            .then(() =>
              this.renderer.render(pdf, { maxPages: this.env.MAX_PDF_PAGES, signal }, storePage),
            ),
      )
      // The renderer goes back to the pool as soon as the pages are drawn.
      .finally(() => document.close());
    const [extraction] = await Promise.allSettled([
      stopOthersOnFailure(
        this.learning.extract(analysis.userId, {
          pdf,
          fileName: analysis.fileName,
          pageCount,
          signal,
          text,
        }),
      ),
      stopOthersOnFailure(images),
    ]);
    if (failure) throw failure.error;
    if (extraction.status === 'rejected') throw extraction.reason;
    await this.succeed(analysis, extraction.value);
  }

  /** The row first: every stored file then has a row through which the clean-up finds it. */
  private async storePage(analysisId: string, page: RenderedPage): Promise<void> {
    const storageKey = `pages/${analysisId}/${page.pageNumber}.${EXTENSIONS[page.contentType]}`;
    await this.analyses.savePage({
      analysisId,
      pageNumber: page.pageNumber,
      storageKey,
      contentType: page.contentType,
      width: page.width,
      height: page.height,
      byteSize: page.image.length,
    });
    await this.storage.put(storageKey, page.image, page.contentType);
  }

  private async succeed(
    analysis: Analysis,
    { extraction, reading }: LearnedExtraction,
  ): Promise<void> {
    const usage = extraction.usage;
    const succeeded = await this.analyses.succeed(analysis.id, {
      result: {
        ...extraction.invoice,
        evidence: extraction.evidence,
        flags: extraction.flags,
        ...(extraction.learned ? { learned: extraction.learned } : {}),
      },
      reading,
      extractor: extraction.extractor,
      model: extraction.model,
      inputTokens: usage?.inputTokens ?? 0,
      outputTokens: usage?.outputTokens ?? 0,
      cacheReadTokens: usage?.cacheReadTokens ?? 0,
      cacheWriteTokens: usage?.cacheWriteTokens ?? 0,
      costUsd: usage ? usage.costUsd.toFixed(6) : null,
    });
    if (!succeeded) return this.cleanUpIfFailed(analysis.id); // another run ended it first
    await this.forgetPdf(analysis.id);
    this.logger.log(
      `Analysis ${analysis.id} succeeded with ${extraction.extractor}${extraction.model ? ` (${extraction.model})` : ''}` +
        (usage
          ? `: ${usage.inputTokens} in / ${usage.outputTokens} out tokens, $${usage.costUsd.toFixed(6)}`
          : ''),
    );
  }

  /**
   * Records the failure and releases the pages (once), then deletes the upload and the page
   * images written so far. Also when another run ended it first, as long as it failed: a page
   * this run wrote must not outlive it. What cannot be deleted now is left to the sweep.
   */
  private async end(analysis: Analysis, failure: AnalysisFailure): Promise<void> {
    await this.analyses.fail(analysis.id, failure.code, failure.message);
    this.logger.warn(`Analysis ${analysis.id} failed: ${failure.code}: ${failure.message}`);
    await this.cleanUpIfFailed(analysis.id);
  }

  private async cleanUpIfFailed(analysisId: string): Promise<void> {
    if ((await this.analyses.findById(analysisId))?.status !== 'failed') return;
    await this.cleanup.deleteDocuments(analysisId).catch((error: unknown) => {
      this.logger.error(
        `Could not delete the documents of analysis ${analysisId}: ${(error as Error).message}`,
      );
    });
  }

  private async forgetPdf(analysisId: string): Promise<void> {
    await this.cleanup.forgetPdf(analysisId).catch((error: unknown) => {
      this.logger.error(
        `Could not delete the upload of analysis ${analysisId}: ${(error as Error).message}`,
      );
    });
  }

  /** Failures that another attempt cannot fix; null for transient ones (retried). */
  private asFailure(error: unknown, analysisId: string): AnalysisFailure | null {
    if (error instanceof AnalysisFailure) return error;
    if (error instanceof PdfRejectedError)
      return new AnalysisFailure(AnalysisErrorCode.PDF_REJECTED, error.message);
    if (error instanceof ExtractionError && !error.retryable) {
      return new AnalysisFailure(AnalysisErrorCode.EXTRACTION_FAILED, UNREADABLE);
    }
    // PostgreSQL refused a value (a number out of range in the result, say): writing the same
    // values again fails the same way, so the analysis ends now and its pages are released.
    if (isDataException(error)) {
      this.logger.error(
        `Analysis ${analysisId}: PostgreSQL refused a value: ${(error as Error).message}`,
      );
      return new AnalysisFailure(AnalysisErrorCode.EXTRACTION_FAILED, UNREADABLE);
    }
    return null;
  }
}
