import {
  currentPageImagePath,
  fromMinorUnits,
  invoiceTotal,
  toMinorUnits,
  type DuplicateInvoice,
  type Invoice as InvoiceDto,
  type InvoiceInput,
} from '@billfold/contract';
import type { Invoice, InvoiceFields } from '@billfold/db';

/** The stored record as clients see it; money from exact decimals, the total computed exactly. */
export function toInvoiceDto(invoice: Invoice): InvoiceDto {
  return {
    id: Number(invoice.id),
    name: invoice.name,
    date: invoice.date,
    vendor: invoice.vendor,
    amount: Number(invoice.amount),
    tax: Number(invoice.tax),
    total: invoiceTotal(invoice.amount, invoice.tax),
    taxNumber1: invoice.taxNumber1,
    taxNumber2: invoice.taxNumber2,
    taxNumber3: invoice.taxNumber3,
    category: invoice.category,
    currency: invoice.currency.trim(),
    description: invoice.description,
    // Rows written before page image paths became relative to the API base (or by an older API
    // process during a deploy) hold '/api/pages/…': answered in the current form.
    images: invoice.images.map(currentPageImagePath),
    reportId: invoice.reportId,
    userId: invoice.userId,
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
  };
}

/** An invoice found as a likely duplicate, with the name of its report. */
export function toDuplicateDto({
  invoice,
  reportName,
}: {
  invoice: Invoice;
  reportName: string;
}): DuplicateInvoice {
  return {
    id: Number(invoice.id),
    reportId: invoice.reportId,
    reportName,
    name: invoice.name,
    vendor: invoice.vendor,
    date: invoice.date,
    total: invoiceTotal(invoice.amount, invoice.tax),
    currency: invoice.currency.trim(),
  };
}

/** The validated body as stored fields (never userId or reportId: those come from the session and the route). */
export function toInvoiceFields(input: InvoiceInput): InvoiceFields {
  return {
    name: input.name,
    date: input.date,
    vendor: input.vendor,
    amount: fromMinorUnits(toMinorUnits(input.amount)),
    tax: fromMinorUnits(toMinorUnits(input.tax)),
    taxNumber1: input.taxNumber1,
    taxNumber2: input.taxNumber2,
    taxNumber3: input.taxNumber3,
    category: input.category,
    currency: input.currency,
    description: input.description,
    images: input.images.map(currentPageImagePath),
  };
}
