import {
  AnalysesRepository,
  PlansRepository,
  UsageRepository,
  VendorProfilesRepository,
} from '@billfold/db';
import { provideRepository } from '@billfold/db/nest';
import { storageFromEnv } from '@billfold/storage';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { WORKER_ENV, type WorkerEnv } from '../config/worker-config.js';
import { AnalysisCleanupService } from './analysis-cleanup.service.js';
import { BLOB_STORAGE, INVOICE_EXTRACTOR, PAGE_RENDERER } from './analysis-tokens.js';
import { AnalysisRunProcessor } from './analysis.processor.js';
import { AnalyzeInvoiceService } from './analyze-invoice.service.js';
import { LearnedExtractionService } from './learning/learned-extraction.service.js';
import { createInvoiceExtractor } from './extraction/create-invoice-extractor.js';
import type { InvoiceExtractor } from './extraction/invoice-extractor.js';
import type { PageRenderer } from './render/page-renderer.js';
import { createPageRenderer } from './render/renderer-pool.js';

/** The analysis pipeline: a warm pool of isolated renderers, the extractor, storage, the clean-up. */
@Module({
  providers: [
    provideRepository(AnalysesRepository),
    provideRepository(PlansRepository),
    provideRepository(UsageRepository),
    provideRepository(VendorProfilesRepository),
    {
      provide: PAGE_RENDERER,
      inject: [WORKER_ENV],
      useFactory: (env: WorkerEnv) =>
        createPageRenderer({
          size: env.RENDERER_POOL_SIZE,
          warm: env.RENDERER_POOL_WARM,
          maxPages: env.MAX_PDF_PAGES,
          jobTimeoutPerPageMs: env.RENDER_TIMEOUT_PER_PAGE_MS,
          jobTimeoutMaxMs: env.RENDER_TIMEOUT_MAX_MS,
        }),
    },
    {
      provide: INVOICE_EXTRACTOR,
      inject: [WORKER_ENV, PAGE_RENDERER],
      useFactory: (env: WorkerEnv, renderer: PageRenderer) =>
        createInvoiceExtractor({
          anthropicApiKey: env.ANTHROPIC_API_KEY,
          anthropicBaseUrl: env.ANTHROPIC_BASE_URL,
          model: env.ANTHROPIC_MODEL,
          renderer,
        }),
    },
    {
      provide: BLOB_STORAGE,
      inject: [WORKER_ENV],
      useFactory: (env: WorkerEnv) => storageFromEnv(env),
    },
    AnalysisCleanupService,
    LearnedExtractionService,
    AnalyzeInvoiceService,
    AnalysisRunProcessor,
  ],
  exports: [AnalysisRunProcessor, AnalysisCleanupService],
})
export class AnalysisModule implements OnApplicationShutdown {
  constructor(
    @Inject(PAGE_RENDERER) private readonly renderer: PageRenderer,
    @Inject(INVOICE_EXTRACTOR) private readonly extractor: InvoiceExtractor,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.extractor.close?.();
    await this.renderer.close();
  }
}
