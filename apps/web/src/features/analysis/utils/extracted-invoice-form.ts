import {
  ERROR_PROCESSING_CATEGORY,
  InvoiceInputSchema,
  PARSE_ERROR_CATEGORY,
  sumMoney,
  type CreateInvoiceBody,
  type DuplicateQuery,
  type InvoiceInputFields,
  type ProcessedInvoice,
} from '@billfold/contract';
import { z } from 'zod';
import { calendarDateToIso } from '@/lib/format-date';

/** The 'Processing Results' form as its inputs hold it: text. */
export interface ExtractedInvoiceFormValues {
  invoiceNumber: string;
  /** 'YYYY-MM-DD' from the date input, or ''. */
  date: string;
  vendor: string;
  amount: string;
  taxAmount: string;
  taxNumber1: string;
  taxNumber2: string;
  taxNumber3: string;
  currency: string;
  category: string;
  description: string;
}

export const EXTRACTED_FORM_FIELDS = [
  'invoiceNumber',
  'date',
  'vendor',
  'amount',
  'taxAmount',
  'taxNumber1',
  'taxNumber2',
  'taxNumber3',
  'currency',
  'category',
  'description',
] as const satisfies readonly (keyof ExtractedInvoiceFormValues)[];

/** The three tax numbers' labels (SPEC section 3). */
export const TAX_NUMBER_LABELS = {
  taxNumber1: 'GST/HST',
  taxNumber2: 'QST',
  taxNumber3: 'Other',
} as const;

/** Whether the analysis answered an error instead of an invoice (SPEC section 4). */
export function isErrorResult(invoice: Pick<ProcessedInvoice, 'category'>): boolean {
  return (
    invoice.category === ERROR_PROCESSING_CATEGORY || invoice.category === PARSE_ERROR_CATEGORY
  );
}

/** An amount as the form shows it: with cents ('100.00'), or every decimal it has ('0.1235'). */
export function formAmount(value: number): string {
  const cents = value.toFixed(2);
  return Number(cents) === value ? cents : String(value);
}

/** A normalized analysis (SPEC defaults applied) in the form. */
export function toFormValues(invoice: ProcessedInvoice): ExtractedInvoiceFormValues {
  return {
    invoiceNumber: invoice.invoiceNumber,
    date: invoice.date,
    vendor: invoice.vendor,
    amount: formAmount(invoice.amount),
    taxAmount: formAmount(invoice.taxAmount),
    taxNumber1: invoice.taxNumber1 ?? '',
    taxNumber2: invoice.taxNumber2 ?? '',
    taxNumber3: invoice.taxNumber3 ?? '',
    currency: invoice.currency,
    category: invoice.category,
    description: invoice.description,
  };
}

/** A number typed in the form; SPEC section 5: what does not read as one counts as 0. */
export function parseFormNumber(text: string): number {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

/**
 * The invoice fields of POST /Document (SPEC sections 3 and 5): the invoice number as the name,
 * the date as an ISO timestamp or null, amount and tax as numbers, the page images.
 */
export function toInvoiceInput(
  values: ExtractedInvoiceFormValues,
  images: readonly string[],
): InvoiceInputFields {
  return {
    name: values.invoiceNumber,
    date: calendarDateToIso(values.date),
    vendor: values.vendor,
    amount: parseFormNumber(values.amount),
    tax: parseFormNumber(values.taxAmount),
    taxNumber1: values.taxNumber1,
    taxNumber2: values.taxNumber2,
    taxNumber3: values.taxNumber3,
    currency: values.currency,
    category: values.category,
    description: values.description,
    images: [...images],
  };
}

/** The whole body of POST /Document: the fields, saved into the current report. */
export function toSaveBody(
  values: ExtractedInvoiceFormValues,
  images: readonly string[],
  reportId: number,
): InvoiceInputFields & Pick<CreateInvoiceBody, 'reportId'> {
  return { ...toInvoiceInput(values, images), reportId };
}

/** What GET /Document/duplicates is asked about this invoice: vendor, number, date and total. */
export function toDuplicateQuery(values: ExtractedInvoiceFormValues): DuplicateQuery {
  const name = values.invoiceNumber.trim();
  const date = calendarDateToIso(values.date)?.slice(0, 10);
  return {
    vendor: values.vendor.trim(),
    ...(name ? { name } : {}),
    ...(date ? { date } : {}),
    total: sumMoney([parseFormNumber(values.amount), parseFormNumber(values.taxAmount)]),
  };
}

/** The amount and tax as typed, added up exactly (the total shown beside the form). */
export function formTotal(
  values: Pick<ExtractedInvoiceFormValues, 'amount' | 'taxAmount'>,
): number {
  return sumMoney([parseFormNumber(values.amount), parseFormNumber(values.taxAmount)]);
}

// Where the server's field names differ from the form's.
const FORM_FIELD_OF: Partial<Record<string, keyof ExtractedInvoiceFormValues>> = {
  name: 'invoiceNumber',
  tax: 'taxAmount',
};

const isFormField = (key: string): key is keyof ExtractedInvoiceFormValues =>
  (EXTRACTED_FORM_FIELDS as readonly string[]).includes(key);

/**
 * The form's rules are the contract's (InvoiceInputSchema, which the server applies too), so the
 * messages show before sending. The form adds what the server cannot see any more once a blank
 * became 0 or null: an amount and a readable date are required as typed.
 */
export const extractedInvoiceFormSchema = z
  .object(
    Object.fromEntries(EXTRACTED_FORM_FIELDS.map((key) => [key, z.string()])) as Record<
      keyof ExtractedInvoiceFormValues,
      z.ZodString
    >,
  )
  .superRefine((values, ctx) => {
    const reported = new Set<string>();
    const report = (field: keyof ExtractedInvoiceFormValues, message: string) => {
      if (reported.has(field)) return;
      reported.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (values.amount.trim() === '') report('amount', 'Amount is required');
    else if (!Number.isFinite(Number(values.amount))) report('amount', 'Amount must be a number');
    if (values.taxAmount.trim() !== '' && !Number.isFinite(Number(values.taxAmount)))
      report('taxAmount', 'Tax must be a number');
    if (values.date.trim() !== '' && calendarDateToIso(values.date) === null)
      report('date', 'Date must be an ISO date');
    const parsed = InvoiceInputSchema.safeParse(toInvoiceInput(values, []));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = FORM_FIELD_OF[key] ?? key;
      if (isFormField(field)) report(field, issue.message);
    }
  });
