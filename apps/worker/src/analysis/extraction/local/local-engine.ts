import { createPageRenderer } from '../../render/renderer-pool.js';
import type { ExtractionResult } from '../invoice-extractor.js';
import { readEInvoice } from './e-invoice/read-e-invoice.js';
import { LocalExtractor, type DocumentText } from './local-extractor.js';
import { readPdf } from './read-pdf.js';

export interface LocalEngine {
  /** The same steps as the worker's analysis: count the pages (isolated renderer), then extract. */
  extract(pdf: Uint8Array, fileName: string): Promise<ExtractionResult & { pageCount: number }>;
  /** What the extractor reads of the PDF (OCR of every scanned page when `ocr` is 'always'). */
  readDocument(
    pdf: Uint8Array,
    fileName: string,
    options?: { ocr?: 'when-needed' | 'always' },
  ): Promise<DocumentText>;
  /** The fields of a document read before (the benchmark's cache of page texts). */
  decide(document: DocumentText): ExtractionResult;
  /** Whether the PDF embeds an e-invoice the engine reads (the benchmark groups by it). */
  embedsEInvoice(pdf: Uint8Array): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The worker's local extraction outside the worker (the extract command, the benchmark): the
 * isolated renderer pool and the LocalExtractor, wired as the analysis module wires them.
 */
export async function startLocalEngine(options: { maxPages?: number } = {}): Promise<LocalEngine> {
  const maxPages = options.maxPages ?? 100;
  const renderer = await createPageRenderer({ size: 1, maxPages });
  const extractor = new LocalExtractor({ renderer });
  return {
    async extract(pdf, fileName) {
      const { pageCount } = await renderer.inspect(pdf, { maxPages });
      return { ...(await extractor.extract({ pdf, fileName, pageCount })), pageCount };
    },
    async readDocument(pdf, fileName, readOptions = {}) {
      const { pageCount } = await renderer.inspect(pdf, { maxPages });
      return extractor.readDocument({ pdf, fileName, pageCount }, readOptions);
    },
    decide(document) {
      return extractor.decide(document);
    },
    async embedsEInvoice(pdf) {
      const { attachments } = await readPdf({ renderer, pdf }, { maxPages: 1 });
      return attachments.some((attachment) => readEInvoice(attachment.content) !== null);
    },
    async close() {
      await extractor.close();
      await renderer.close();
    },
  };
}
