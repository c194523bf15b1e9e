import { formatMoney, invoiceTotal, type Invoice } from '@billfold/contract';
import { formatCalendarDate } from '@/lib/format-date';
import { InvoiceText } from './invoice-text';

/** A text field as shown: 'N/A' when missing (SPEC section 2, cards). */
export function orMissing(value: string | null | undefined): string {
  return value?.trim() ? value : InvoiceText.missing;
}

/** The amounts of an invoice in its own currency; the total is amount + tax, computed exactly. */
export function invoiceAmounts(invoice: Pick<Invoice, 'amount' | 'tax' | 'currency'>) {
  return {
    amount: formatMoney(invoice.amount, invoice.currency),
    tax: formatMoney(invoice.tax, invoice.currency),
    total: formatMoney(invoiceTotal(invoice.amount, invoice.tax), invoice.currency),
  };
}

/**
 * A formatted amount that may wrap between its currency and its number ('CHF' over
 * '1'234'567.89') when its column is too narrow for both on one line: the no-break space beside
 * the currency becomes a plain one. Those between digit groups ('1 234 567,89 kr') stay.
 */
export function breakableAmount(formatted: string): string {
  const digit = /\p{Nd}/u;
  const first = formatted.indexOf('\u00a0');
  if (first > 0 && !digit.test(formatted.slice(0, first)))
    return `${formatted.slice(0, first)} ${formatted.slice(first + 1)}`;
  const last = formatted.lastIndexOf('\u00a0');
  if (last > 0 && !digit.test(formatted.slice(last + 1)))
    return `${formatted.slice(0, last)} ${formatted.slice(last + 1)}`;
  return formatted;
}

export function invoiceDate(invoice: Pick<Invoice, 'date'>): string {
  return formatCalendarDate(invoice.date) ?? InvoiceText.missing;
}

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** 'EUR' → 'Euro'; the code itself when the browser does not know it. */
export function currencyName(code: string): string {
  try {
    return currencyNames.of(code) ?? code;
  } catch {
    return code;
  }
}
