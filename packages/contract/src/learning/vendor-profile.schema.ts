import { z } from 'zod';
import { text } from '../common/text.schema.js';
import { codes, type CodeOf } from '../common/codes.js';

const share = z.number().min(0).max(1);

/** One cell of a line as the extractor read it: its text and its left and right edges (shares of the page width). */
export const ReadingCellSchema = z.object({ text: z.string().max(500), x: share, right: share });
export type ReadingCell = z.infer<typeof ReadingCellSchema>;

/** One visual line: its page (1-based), its baseline from the page's top and its height (shares of the page height). */
export const ReadingLineSchema = z.object({
  page: z.number().int().min(1),
  top: share,
  height: share,
  cells: z.array(ReadingCellSchema).max(200),
});
export type ReadingLine = z.infer<typeof ReadingLineSchema>;

/**
 * What an extractor read of a document, with places: kept with the analysis (as long as its page
 * images) so that the save can learn where the user's values stand. Never kept in a profile.
 */
export const DocumentReadingSchema = z.object({
  source: z.enum(['text', 'ocr']),
  lines: z.array(ReadingLineSchema).max(5000),
});
export type DocumentReading = z.infer<typeof DocumentReadingSchema>;

/** The fields read off the page at a learned place. */
export const ANCHORED_FIELDS = ['invoiceNumber', 'date', 'amount', 'taxAmount', 'total'] as const;
export type AnchoredField = (typeof ANCHORED_FIELDS)[number];

/** The fields an analysis can take from a profile (the anchored ones and the vendor's own). */
export const LEARNED_FIELDS = [...ANCHORED_FIELDS, 'vendor', 'category', 'currency'] as const;
export const LearnedFieldSchema = z.enum(LEARNED_FIELDS);
export type LearnedField = z.infer<typeof LearnedFieldSchema>;

/**
 * Where a field stands: the label before or above it (normalised text, its place) and the value's
 * offset from it, or, without a label, the value's own place; the format the value is printed in;
 * on how many saved invoices it was seen there (more weighs more).
 */
export const FieldAnchorSchema = z.object({
  label: z.string().max(80).nullable(),
  /** The value is in the label's own cell, after it ("Invoice no. 123"). */
  inline: z.boolean(),
  page: z.number().int().min(1),
  /** The label's place (the value's when there is no label). */
  x: share,
  y: share,
  /** The value cell's left edge, right edge and baseline from the label's place, shares of the page. */
  dx: z.number().min(-1).max(1),
  dr: z.number().min(-1).max(1),
  dy: z.number().min(-1).max(1),
  /** Which of the cell's values of that format it is, first = 0. */
  index: z.number().int().min(0).max(50),
  /** How the value is printed: a date pattern, a number style, or the shape of an invoice number. */
  format: z.string().max(120),
  seen: z.number().int().min(1),
});
export type FieldAnchor = z.infer<typeof FieldAnchorSchema>;

/** The saved invoice a profile last learned from, to show where a learned value came from. */
export const LearnedSourceSchema = z.object({
  invoiceNumber: z.string().max(100).nullable(),
  date: z.iso.date().nullable(),
});
export type LearnedSource = z.infer<typeof LearnedSourceSchema>;

/** A vendor profile's content (stored as jsonb): keys, per-field anchors and the user's per-vendor choices. */
export const VendorProfileDataSchema = z.object({
  version: z.literal(1),
  keys: z.object({
    /** Normalised names: the user's naming and the name as printed. */
    names: z.array(z.string().max(200)).max(10),
    vatIds: z.array(z.string().max(50)).max(10),
    ibans: z.array(z.string().max(50)).max(10),
    /** Header fingerprints: hashed words of each layout's header. */
    layouts: z.array(z.array(z.number().int())).max(6),
  }),
  fields: z.partialRecord(z.enum(ANCHORED_FIELDS), z.array(FieldAnchorSchema).max(6)),
  /** The saved tax was 0 with no tax printed: a net amount equal to the total is a full set. */
  noTax: z.boolean(),
  vendorName: z.string().max(200),
  category: z.string().max(100).nullable(),
  currency: z.string().max(3).nullable(),
  source: LearnedSourceSchema,
  /** The saved invoices learned from (an edit of one of them learns again but is not counted twice). */
  invoiceIds: z.array(z.string().max(40)).max(2000),
});
export type VendorProfileData = z.infer<typeof VendorProfileDataSchema>;

/** A learned vendor as the settings page lists it. */
export const LearnedVendorSchema = z.object({
  id: z.uuid(),
  vendorName: z.string(),
  category: z.string().nullable(),
  currency: z.string().nullable(),
  fieldsLearned: z.array(LearnedFieldSchema),
  invoicesSeen: z.number().int(),
  lastUsedAt: z.iso.datetime({ offset: true }),
});
export type LearnedVendor = z.infer<typeof LearnedVendorSchema>;

export const LearnedVendorIdParamsSchema = z.object({
  id: text({ error: 'Learned vendor not found' }).check(
    z.uuid({ error: 'Learned vendor not found' }),
  ),
});

export const LearningErrorCode = codes('LEARNED_VENDOR_NOT_FOUND');
export type LearningErrorCode = CodeOf<typeof LearningErrorCode>;
