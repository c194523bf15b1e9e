import {
  ERROR_PROCESSING_CATEGORY,
  formAmount,
  PARSE_ERROR_CATEGORY,
  type CreateInvoiceBody,
  type DuplicateQuery,
  type InvoiceInputFields,
  type ProcessedInvoice,
} from '@billfold/contract';
import { formTotal, formValuesToInput, type InvoiceFormValues } from '@/features/invoices';
import { calendarDateToIso } from '@/lib/format-date';

// The review of an analysis ('Processing Results') is the invoice form (features/invoices)
// filled in from the analysis; what follows is only what the review adds to it.

/** Whether the analysis answered an error instead of an invoice (SPEC section 4). */
export function isErrorResult(invoice: Pick<ProcessedInvoice, 'category'>): boolean {
  return (
    invoice.category === ERROR_PROCESSING_CATEGORY || invoice.category === PARSE_ERROR_CATEGORY
  );
}

/** A normalized analysis (SPEC defaults applied) in the form. */
export function toFormValues(invoice: ProcessedInvoice): InvoiceFormValues {
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

/** The whole body of POST /Document: the fields with the page images, saved into the report. */
export function toSaveBody(
  values: InvoiceFormValues,
  images: readonly string[],
  reportId: number,
): InvoiceInputFields & Pick<CreateInvoiceBody, 'reportId'> {
  return { ...formValuesToInput(values, images), reportId };
}

/** What GET /Document/duplicates is asked about this invoice: vendor, number, date and total. */
export function toDuplicateQuery(values: InvoiceFormValues): DuplicateQuery {
  const name = values.invoiceNumber.trim();
  const date = calendarDateToIso(values.date)?.slice(0, 10);
  return {
    vendor: values.vendor.trim(),
    ...(name ? { name } : {}),
    ...(date ? { date } : {}),
    total: formTotal(values),
  };
}
