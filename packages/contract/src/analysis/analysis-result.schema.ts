import { z } from 'zod';
import { LearnedFieldSchema, LearnedSourceSchema } from '../learning/vendor-profile.schema.js';
import { ExtractedInvoiceSchema } from './extracted-invoice.schema.js';
import { codes, type CodeOf } from '../common/codes.js';

/** The fields whose place on the page an extractor can show (the ones a reviewer checks first). */
export const EVIDENCE_FIELDS = [
  'invoiceNumber',
  'date',
  'vendor',
  'amount',
  'taxAmount',
  'total',
  'currency',
] as const;
export const EvidenceFieldSchema = z.enum(EVIDENCE_FIELDS);
export type EvidenceField = z.infer<typeof EvidenceFieldSchema>;

const share = z.number().min(0).max(1);

/** A rectangle on a page, in shares of the page's width and height from its top-left corner. */
export const PageBoxSchema = z.object({ x: share, y: share, width: share, height: share });
export type PageBox = z.infer<typeof PageBoxSchema>;

export const EVIDENCE_SOURCES = ['e-invoice', 'text', 'ocr'] as const;

/** Where a field's value was read: the page and box it is printed in, and how sure the reader is. */
export const FieldEvidenceSchema = z.object({
  /** 1-based; null when the value comes from an embedded e-invoice and is not printed. */
  page: z.number().int().min(1).nullable(),
  box: PageBoxSchema.nullable(),
  /** 0 to 1. */
  confidence: share,
  /** The embedded e-invoice XML, the PDF's text layer, or OCR of a scanned page. */
  source: z.enum(EVIDENCE_SOURCES),
});
export type FieldEvidence = z.infer<typeof FieldEvidenceSchema>;

export const ValidationFlagCode = codes(
  /** Net amount plus tax differs from the total. */
  'TOTALS_MISMATCH',
  /** A field every invoice prints was not found. */
  'MISSING_FIELD',
  /** The invoice date is after today. */
  'FUTURE_DATE',
  /** The invoice date is before 2000: a misread year, most likely. */
  'EARLY_DATE',
  /** The tax is not a VAT rate any country uses. */
  'UNKNOWN_VAT_RATE',
  /** The printed page and the embedded e-invoice XML disagree (the printed value is kept). */
  'E_INVOICE_MISMATCH',
  /** A value was read but is not sure enough to fill in: the field is left empty for the reviewer. */
  'UNSURE_FIELD',
  /** A value the page does not print, worked out from the others (the net as the total less the tax). */
  'DERIVED_FIELD',
  /** A value read at a place learned from the user's saved invoices disagrees with the document (the document's is kept). */
  'LEARNED_VALUE_REJECTED',
);
export type ValidationFlagCode = CodeOf<typeof ValidationFlagCode>;

/** Something a reviewer should check before saving: a code, the field concerned and a sentence. */
export const ValidationFlagSchema = z.object({
  code: z.enum(Object.values(ValidationFlagCode) as [ValidationFlagCode, ...ValidationFlagCode[]]),
  field: EvidenceFieldSchema.nullable(),
  message: z.string().max(300),
});
export type ValidationFlag = z.infer<typeof ValidationFlagSchema>;

/**
 * What an analysis answers: the extracted fields (SPEC.md section 3) plus, as additions, where each
 * field was read and the checks a reviewer should look at. Results stored before the additions
 * existed have neither, hence optional.
 */
export const AnalysisResultSchema = ExtractedInvoiceSchema.extend({
  evidence: z.partialRecord(EvidenceFieldSchema, FieldEvidenceSchema).optional(),
  flags: z.array(ValidationFlagSchema).optional(),
  /** The fields taken from what Billfold learned of this vendor, each with the saved invoice it learned from. */
  learned: z.partialRecord(LearnedFieldSchema, LearnedSourceSchema).optional(),
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;
