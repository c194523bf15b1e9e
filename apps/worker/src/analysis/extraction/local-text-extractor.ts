import { ExtractedInvoiceSchema } from '@billfold/contract';
import { extractInvoiceFields } from './invoice-text-fields.js';
import {
  ExtractionError,
  type ExtractionInput,
  type ExtractionResult,
  type InvoiceExtractor,
} from './invoice-extractor.js';
import { readPdfLines } from './pdf-text.js';

/**
 * The extractor used when no Claude key is configured: reads the PDF's text layer with pdf.js
 * and finds the fields with label heuristics (invoice-text-fields.ts). No network, no model.
 * A scanned PDF without a text layer gives an invoice of nulls (OCR is a later step).
 */
export class LocalTextExtractor implements InvoiceExtractor {
  readonly name = 'local-text';

  async extract(input: ExtractionInput): Promise<ExtractionResult> {
    let lines;
    try {
      lines = await readPdfLines(input.pdf, input.signal ? { signal: input.signal } : {});
    } catch (error) {
      if (input.signal?.aborted)
        throw new ExtractionError('Text extraction was cancelled', true, { cause: error });
      // A PDF pdf.js cannot open will not open on the next attempt either.
      throw new ExtractionError('The PDF text could not be read', false, { cause: error });
    }
    const parsed = ExtractedInvoiceSchema.safeParse(extractInvoiceFields(lines));
    if (!parsed.success) {
      throw new ExtractionError(
        'The fields read from the PDF text are not a valid invoice',
        false,
        { cause: parsed.error },
      );
    }
    return { invoice: parsed.data, extractor: this.name, model: null, usage: null };
  }
}
