import {
  DEFAULT_CURRENCY,
  InvoiceInputSchema,
  type Invoice,
  type InvoiceInputFields,
} from '@billfold/contract';
import { z } from 'zod';
import { calendarDateToIso } from '@/lib/format-date';

/** The Add/Edit invoice form as the inputs hold it: text. */
export interface InvoiceFormValues {
  /** The invoice number, stored as the invoice's name. */
  name: string;
  /** 'YYYY-MM-DD' from the date input, or ''. */
  date: string;
  vendor: string;
  amount: string;
  tax: string;
  currency: string;
  category: string;
  description: string;
  taxNumber1: string;
  taxNumber2: string;
  taxNumber3: string;
}

export const INVOICE_FORM_FIELDS = [
  'name',
  'date',
  'vendor',
  'amount',
  'tax',
  'currency',
  'category',
  'description',
  'taxNumber1',
  'taxNumber2',
  'taxNumber3',
] as const satisfies readonly (keyof InvoiceFormValues)[];

export const emptyInvoiceForm: InvoiceFormValues = {
  name: '',
  date: '',
  vendor: '',
  amount: '',
  tax: '',
  currency: DEFAULT_CURRENCY,
  category: '',
  description: '',
  taxNumber1: '',
  taxNumber2: '',
  taxNumber3: '',
};

/** A stored invoice in the form, for editing. */
export function invoiceToFormValues(invoice: Invoice): InvoiceFormValues {
  return {
    name: invoice.name ?? '',
    date: invoice.date?.slice(0, 10) ?? '',
    vendor: invoice.vendor ?? '',
    amount: String(invoice.amount),
    tax: String(invoice.tax),
    currency: invoice.currency || DEFAULT_CURRENCY,
    category: invoice.category ?? '',
    description: invoice.description ?? '',
    taxNumber1: invoice.taxNumber1 ?? '',
    taxNumber2: invoice.taxNumber2 ?? '',
    taxNumber3: invoice.taxNumber3 ?? '',
  };
}

const toNumber = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/**
 * The body of POST /Document and PUT /Document/{id} (SPEC section 5): the date as an ISO
 * timestamp or null, amount and tax as numbers (a blank tax counts as 0). `images` keeps the
 * page images of an invoice being edited (the body replaces every field).
 */
export function formValuesToInput(
  values: InvoiceFormValues,
  images: readonly string[] = [],
): InvoiceInputFields {
  return {
    name: values.name,
    date: calendarDateToIso(values.date),
    vendor: values.vendor,
    amount: toNumber(values.amount) as number,
    tax: toNumber(values.tax) ?? 0,
    currency: values.currency,
    category: values.category,
    description: values.description,
    taxNumber1: values.taxNumber1,
    taxNumber2: values.taxNumber2,
    taxNumber3: values.taxNumber3,
    images: [...images],
  };
}

const isFormField = (key: unknown): key is keyof InvoiceFormValues =>
  (INVOICE_FORM_FIELDS as readonly unknown[]).includes(key);

/**
 * The form's rules are the contract's own (InvoiceInputSchema, which the server applies too), so
 * the form shows the same messages before sending; only "required" for a blank amount is the
 * form's, where the server can only say the amount is not a number.
 */
export const invoiceFormSchema = z
  .object(
    Object.fromEntries(INVOICE_FORM_FIELDS.map((key) => [key, z.string()])) as Record<
      keyof InvoiceFormValues,
      z.ZodString
    >,
  )
  .superRefine((values, ctx) => {
    if (values.amount.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount is required' });
    if (values.date !== '' && calendarDateToIso(values.date) === null) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Date must be an ISO date' });
    }
    const parsed = InvoiceInputSchema.safeParse(formValuesToInput(values));
    if (parsed.success) return;
    const reported = new Set(values.amount.trim() === '' ? ['amount'] : []);
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (!isFormField(field) || reported.has(field)) continue;
      reported.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  });
