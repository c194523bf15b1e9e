import type {
  LearnedField,
  LearnedSource,
  EvidenceField,
  ExtractedInvoice,
  FieldEvidence,
  ValidationFlag,
} from '@billfold/contract';
import type { ExtractionHints } from '../learning/extraction-hints.js';
import type { PdfContent } from './local/read-pdf.js';

export interface ExtractionInput {
  /** The original PDF. Never logged, never kept. */
  pdf: Uint8Array;
  fileName: string;
  pageCount: number;
  signal?: AbortSignal;
  /** The user's profile of the identified vendor, for extractors that take hints (Claude). */
  hints?: ExtractionHints;
  /**
   * The PDF's text layer as readPdf reads it by default (the first pages and the last, the
   * embedded XML), when the job has it read already by the renderer that draws its pages: whoever
   * needs the text takes it from here rather than opening the PDF in another renderer.
   */
  text?: Promise<PdfContent>;
}

export interface ExtractionUsage {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  costUsd: number;
}

export interface ExtractionResult {
  invoice: ExtractedInvoice;
  /** Where each field was read (page, box, confidence), for the fields the extractor can place. */
  evidence: Partial<Record<EvidenceField, FieldEvidence>>;
  /** What a reviewer should check: totals that disagree, missing fields, a future date… */
  flags: ValidationFlag[];
  /** Which extractor answered: 'claude' or 'local'. */
  extractor: string;
  /** The model id, for extractors that use one. */
  model: string | null;
  usage: ExtractionUsage | null;
  /** The fields taken from the user's profile of the vendor, with the invoice each was learned from. */
  learned?: Partial<Record<LearnedField, LearnedSource>>;
}

export interface InvoiceExtractor {
  readonly name: string;
  extract(input: ExtractionInput): Promise<ExtractionResult>;
  /** Releases what the extractor holds (the local one's OCR engine). */
  close?(): Promise<void>;
}

/**
 * An extraction that did not produce an invoice. `retryable` tells the job whether another
 * attempt may succeed (rate limit, overload, timeout) or not (bad request, invalid answer).
 */
export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';

  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
