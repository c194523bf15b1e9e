import { z } from 'zod';
import { INVOICE_LIMITS } from '../invoices/invoice.schema.js';
import { fromMinorUnits, toMinorUnits } from '../money/decimal.js';

const text = (max: number) => z.string().trim().max(max).nullable();

const amount = z
  .number()
  .finite()
  .min(-INVOICE_LIMITS.amount)
  .max(INVOICE_LIMITS.amount)
  // Money keeps 4 decimals (MONEY_SCALE); more precision than that is noise, not a mistake.
  .transform((value) => Number(fromMinorUnits(toMinorUnits(value))))
  .nullable();

/**
 * The fields an extractor reads off one invoice (SPEC.md section 3), before any default is
 * applied: a field the document does not print is null. Model output is validated against this
 * schema before it is used (SECURITY.md item 20).
 */
export const ExtractedInvoiceSchema = z.object({
  invoiceNumber: text(INVOICE_LIMITS.name),
  /** Invoice (issue) date, YYYY-MM-DD. */
  date: z.iso.date().nullable(),
  /** The seller who issued the invoice. */
  vendor: text(INVOICE_LIMITS.vendor),
  /** Net amount: the total before tax, after document-level discounts. */
  amount,
  taxAmount: amount,
  /** Gross total: net amount plus tax. */
  total: amount,
  /** GST/HST registration number. */
  taxNumber1: text(INVOICE_LIMITS.taxNumber),
  /** QST registration number. */
  taxNumber2: text(INVOICE_LIMITS.taxNumber),
  /** Any other tax or VAT identification number of the vendor. */
  taxNumber3: text(INVOICE_LIMITS.taxNumber),
  /** ISO 4217 code. */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  category: text(INVOICE_LIMITS.category),
  // Free text: an over-long summary is cut rather than failing the whole extraction.
  description: z
    .string()
    .trim()
    .transform((value) => value.slice(0, INVOICE_LIMITS.description))
    .nullable(),
});
export type ExtractedInvoice = z.infer<typeof ExtractedInvoiceSchema>;

export const EXTRACTED_INVOICE_FIELDS = Object.keys(
  ExtractedInvoiceSchema.shape,
) as readonly (keyof ExtractedInvoice)[];

/** An ExtractedInvoice with every field null. */
export function emptyExtractedInvoice(): ExtractedInvoice {
  return Object.fromEntries(
    EXTRACTED_INVOICE_FIELDS.map((field) => [field, null]),
  ) as ExtractedInvoice;
}

const nullableString = (description: string) =>
  ({ type: ['string', 'null'], description }) as const;
const nullableNumber = (description: string) =>
  ({ type: ['number', 'null'], description }) as const;

/**
 * The JSON Schema of ExtractedInvoice for a model's structured output (Messages API
 * `output_config.format`), written by hand to stay inside the subset that API accepts: one
 * object, `additionalProperties: false`, every property required, nullability as a `type` list,
 * constraints the API does not enforce stated in the descriptions instead.
 */
export const EXTRACTED_INVOICE_JSON_SCHEMA = {
  type: 'object',
  description:
    'The fields of one invoice, read from the document. Use null for anything the document does not state.',
  properties: {
    invoiceNumber: nullableString(
      `The invoice number exactly as printed (Invoice No., Rechnungsnummer, N° de facture…), at most ${INVOICE_LIMITS.name} characters.`,
    ),
    date: nullableString(
      'The invoice (issue) date as YYYY-MM-DD. Not the due date, delivery date or order date.',
    ),
    vendor: nullableString(
      `The name of the seller that issued the invoice (not the customer it is billed to), at most ${INVOICE_LIMITS.vendor} characters.`,
    ),
    amount: nullableNumber(
      'Net amount: the invoice total before tax, after document-level discounts. Negative on a credit note.',
    ),
    taxAmount: nullableNumber(
      'The total tax (VAT, GST, HST, QST, sales tax) of the invoice; 0 when it states no tax is charged.',
    ),
    total: nullableNumber(
      'Gross total: net amount plus tax. Not the balance due after prepayments or carried balances.',
    ),
    taxNumber1: nullableString('The vendor GST/HST registration number, if printed.'),
    taxNumber2: nullableString('The vendor QST registration number, if printed.'),
    taxNumber3: nullableString(
      `Any other tax or VAT identification number of the vendor (VAT ID, USt-IdNr., Steuernummer, TVA intracommunautaire), at most ${INVOICE_LIMITS.taxNumber} characters.`,
    ),
    currency: nullableString('The ISO 4217 code of the invoice currency, e.g. USD, EUR, GBP, CAD.'),
    category: nullableString(
      'A short expense category for bookkeeping, e.g. Software, Telecommunications, Travel, Office supplies, Professional services, Insurance.',
    ),
    description: nullableString('One sentence on what was bought, at most 300 characters.'),
  },
  required: [...EXTRACTED_INVOICE_FIELDS],
  additionalProperties: false,
} as const;
