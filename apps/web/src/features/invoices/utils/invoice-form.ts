import {
  DEFAULT_CURRENCY,
  formAmount,
  InvoiceInputSchema,
  parseTypedAmount,
  sumMoney,
  type Invoice,
  type InvoiceInputFields,
} from '@billfold/contract';
import { z } from 'zod';
import { calendarDateToIso } from '@/lib/format-date';

/**
 * The invoice form as its inputs hold it: text. One model for both places an invoice is typed:
 * the Add/Edit dialog and the review of an analysed document ('Processing Results').
 */
export interface InvoiceFormValues {
  /** The invoice number, stored as the invoice's name. */
  invoiceNumber: string;
  /** 'YYYY-MM-DD' from the date input, or ''. */
  date: string;
  vendor: string;
  amount: string;
  /** The tax amount, stored as the invoice's tax. */
  taxAmount: string;
  taxNumber1: string;
  taxNumber2: string;
  taxNumber3: string;
  currency: string;
  category: string;
  description: string;
}

export type InvoiceFormField = keyof InvoiceFormValues;

export const INVOICE_FORM_FIELDS = [
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
] as const satisfies readonly InvoiceFormField[];

export const emptyInvoiceForm: InvoiceFormValues = {
  invoiceNumber: '',
  date: '',
  vendor: '',
  amount: '',
  taxAmount: '',
  taxNumber1: '',
  taxNumber2: '',
  taxNumber3: '',
  currency: DEFAULT_CURRENCY,
  category: '',
  description: '',
};

/** A stored invoice in the form, for editing. */
export function invoiceToFormValues(invoice: Invoice): InvoiceFormValues {
  return {
    invoiceNumber: invoice.name ?? '',
    date: invoice.date?.slice(0, 10) ?? '',
    vendor: invoice.vendor ?? '',
    amount: formAmount(invoice.amount),
    taxAmount: formAmount(invoice.tax),
    taxNumber1: invoice.taxNumber1 ?? '',
    taxNumber2: invoice.taxNumber2 ?? '',
    taxNumber3: invoice.taxNumber3 ?? '',
    currency: invoice.currency || DEFAULT_CURRENCY,
    category: invoice.category ?? '',
    description: invoice.description ?? '',
  };
}

/**
 * An amount typed in the form, with a decimal point or comma and thousands separators as people of
 * any currency type them ("18,33", "1.234,56"; parseTypedAmount); SPEC section 5: what does not
 * read as one counts as 0.
 */
export function parseFormNumber(text: string, currency?: string): number {
  return parseTypedAmount(text, currency) ?? 0;
}

/** The amount and tax as typed, added up exactly (the total shown beside the form). */
export function formTotal(
  values: Pick<InvoiceFormValues, 'amount' | 'taxAmount' | 'currency'>,
): number {
  return sumMoney([
    parseFormNumber(values.amount, values.currency),
    parseFormNumber(values.taxAmount, values.currency),
  ]);
}

/**
 * The invoice fields of POST /Document and PUT /Document/{id} (SPEC sections 3 and 5): the
 * invoice number as the name, the date as an ISO timestamp or null, amount and tax as numbers (a
 * blank tax counts as 0). `images` keeps the page images (the body replaces every field).
 */
export function formValuesToInput(
  values: InvoiceFormValues,
  images: readonly string[] = [],
): InvoiceInputFields {
  return {
    name: values.invoiceNumber,
    date: calendarDateToIso(values.date),
    vendor: values.vendor,
    amount: parseFormNumber(values.amount, values.currency),
    tax: parseFormNumber(values.taxAmount, values.currency),
    taxNumber1: values.taxNumber1,
    taxNumber2: values.taxNumber2,
    taxNumber3: values.taxNumber3,
    currency: values.currency,
    category: values.category,
    description: values.description,
    images: [...images],
  };
}

// Where the server's field names differ from the form's.
const FORM_FIELD_OF: Partial<Record<string, InvoiceFormField>> = {
  name: 'invoiceNumber',
  tax: 'taxAmount',
};

const isFormField = (key: string): key is InvoiceFormField =>
  (INVOICE_FORM_FIELDS as readonly string[]).includes(key);

/**
 * The form's rules are the contract's (InvoiceInputSchema, which the server applies too), so the
 * messages show before sending. The form adds what the server cannot see any more once a blank
 * became 0 or null: an amount and a readable date are required as typed.
 */
export const invoiceFormSchema = z
  .object(
    Object.fromEntries(INVOICE_FORM_FIELDS.map((key) => [key, z.string()])) as Record<
      InvoiceFormField,
      z.ZodString
    >,
  )
  .superRefine((values, ctx) => {
    const reported = new Set<string>();
    const report = (field: InvoiceFormField, message: string) => {
      if (reported.has(field)) return;
      reported.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (values.amount.trim() === '') report('amount', 'Amount is required');
    else if (parseTypedAmount(values.amount, values.currency) === null)
      report('amount', 'Amount must be a number');
    if (
      values.taxAmount.trim() !== '' &&
      parseTypedAmount(values.taxAmount, values.currency) === null
    )
      report('taxAmount', 'Tax must be a number');
    if (values.date.trim() !== '' && calendarDateToIso(values.date) === null)
      report('date', 'Date must be an ISO date');
    const parsed = InvoiceInputSchema.safeParse(formValuesToInput(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = FORM_FIELD_OF[key] ?? key;
      if (isFormField(field)) report(field, issue.message);
    }
  });
