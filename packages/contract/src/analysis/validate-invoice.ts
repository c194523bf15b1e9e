/**
 * The checks a reviewer should see before saving an extracted invoice (validation flags): totals
 * that do not add up, required fields that were not found, a date in the future, a tax that is no
 * known VAT rate. Pure (the clock is given), shared by every extractor.
 */
import { formatAmount, sumMoney } from '../money/decimal.js';
import {
  ValidationFlagCode,
  type EvidenceField,
  type ValidationFlag,
} from './analysis-result.schema.js';
import type { ExtractedInvoice } from './extracted-invoice.schema.js';

/**
 * Standard, reduced and special VAT / GST rates in use (percent): the EU member states, the
 * United Kingdom, Switzerland, Norway, Canada (GST, HST, GST + QST), Australia, New Zealand,
 * India (GST slabs), Japan and the other common ones. 0 is a rate (exports, exempt supplies).
 */
export const KNOWN_VAT_RATES: readonly number[] = [
  0, 2.1, 2.5, 2.6, 3, 3.5, 3.7, 3.8, 4, 4.8, 5, 5.5, 6, 7, 7.5, 7.7, 8, 8.1, 9, 9.5, 10, 11, 12,
  13, 13.5, 14, 14.975, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 25.5, 26, 27, 28,
];

/**
 * The VAT / GST / sales tax rates (percent) of the currencies one country uses (or a few with the
 * same rates), past rates kept (an invoice may be years old), 0 always: a tax at some other rate is
 * another amount. Sums of two taxes a page prints as one rate are rates too (Canada's GST + PST,
 * an Indian CGST + SGST pair's halves). Currencies many countries bill in (EUR, USD) are not here.
 */
export const VAT_RATES_BY_CURRENCY: Readonly<Record<string, readonly number[]>> = {
  AUD: [0, 10],
  NZD: [0, 12.5, 15],
  GBP: [0, 5, 15, 17.5, 20],
  CHF: [0, 2.4, 2.5, 2.6, 3.6, 3.7, 3.8, 7.6, 7.7, 8, 8.1],
  CAD: [0, 5, 6, 7, 8, 9.975, 11, 12, 13, 14, 14.975, 15],
  INR: [0, 0.1, 0.25, 1.5, 2.5, 3, 5, 6, 9, 12, 14, 18, 28, 40],
  SGD: [0, 7, 8, 9],
  JPY: [0, 5, 8, 10],
  SEK: [0, 6, 12, 25],
  NOK: [0, 6, 8, 10, 11.11, 12, 15, 25],
  DKK: [0, 25],
  PLN: [0, 5, 7, 8, 22, 23],
  CZK: [0, 10, 12, 14, 15, 20, 21],
  HUF: [0, 5, 18, 27],
  ISK: [0, 11, 24],
  ZAR: [0, 14, 15],
  MXN: [0, 8, 16],
  AED: [0, 5],
  SAR: [0, 5, 15],
};

/**
 * Printed amounts are rounded to cents, often line by line: the rate they imply is within a few
 * cents of the real one (in percentage points of the net), plus a little slack.
 */
export function rateTolerance(net: number): number {
  return 0.05 + (100 * 0.025) / Math.abs(net);
}

const REQUIRED_FIELDS: readonly { field: EvidenceField; message: string }[] = [
  { field: 'invoiceNumber', message: 'No invoice number was found.' },
  {
    field: 'date',
    message:
      "No invoice date was found, so today's date is filled in. Change it if the invoice is dated.",
  },
  { field: 'vendor', message: 'No vendor was found.' },
  { field: 'total', message: 'No invoice total was found.' },
];

export const TOTAL_ONLY_MESSAGE =
  'Only the total was found, so it is shown as the net amount with no tax. Enter the net amount and the tax if the invoice charges tax.';

/** Billfold reads invoices of this century: an earlier date is most likely a misread year. */
export const EARLIEST_INVOICE_DATE = '2000-01-01';

export interface ValidateInvoiceOptions {
  /** Today, for the future-date check. */
  now?: Date;
  /** The VAT rates (percent) printed on the document, when the extractor read them. */
  printedRates?: readonly number[];
}

export function validateInvoice(
  invoice: Pick<
    ExtractedInvoice,
    'invoiceNumber' | 'date' | 'vendor' | 'amount' | 'taxAmount' | 'total' | 'currency'
  >,
  options: ValidateInvoiceOptions = {},
): ValidationFlag[] {
  const flags: ValidationFlag[] = [];
  for (const { field, message } of REQUIRED_FIELDS) {
    if (invoice[field] === null)
      flags.push({ code: ValidationFlagCode.MISSING_FIELD, field, message });
  }

  const { amount, taxAmount, total } = invoice;
  // The form derives net = total and tax = 0 from a total alone (SPEC section 3): say so, since a
  // taxed invoice would then be saved with its tax as part of the net.
  if (total !== null && amount === null && taxAmount === null) {
    flags.push({
      code: ValidationFlagCode.MISSING_FIELD,
      field: 'amount',
      message: TOTAL_ONLY_MESSAGE,
    });
  }
  if (amount !== null && taxAmount !== null && total !== null) {
    const sum = sumMoney([amount, taxAmount]);
    if (Math.abs(sum - total) > 0.011) {
      flags.push({
        code: ValidationFlagCode.TOTALS_MISMATCH,
        field: 'total',
        message: `The net amount plus tax is ${formatAmount(sum)}, but the total is ${formatAmount(total)}.`,
      });
    }
  }

  if (invoice.date !== null) {
    const today = isoDay(options.now ?? new Date());
    // A day of slack: the invoice may come from a time zone that is already in tomorrow.
    if (invoice.date > addDays(today, 1)) {
      flags.push({
        code: ValidationFlagCode.FUTURE_DATE,
        field: 'date',
        message: `The invoice date ${invoice.date} is in the future.`,
      });
    } else if (invoice.date < EARLIEST_INVOICE_DATE) {
      flags.push({
        code: ValidationFlagCode.EARLY_DATE,
        field: 'date',
        message: `The invoice date ${invoice.date} is before 2000. Please check the year.`,
      });
    }
  }

  const rateFlag = vatRateFlag(invoice, options.printedRates ?? []);
  if (rateFlag) flags.push(rateFlag);
  return flags;
}

/**
 * A printed rate that no country uses, or (nothing printed) a tax that is no known rate of the
 * net amount. Not for US dollar invoices: sales tax rates there are set by each city and county.
 */
function vatRateFlag(
  invoice: Pick<ExtractedInvoice, 'amount' | 'taxAmount' | 'currency'>,
  printedRates: readonly number[],
): ValidationFlag | null {
  if (invoice.currency === 'USD') return null;
  const known = knownRatesOf(invoice.currency);
  const unknownPrinted = printedRates.find((rate) => !isKnownVatRate(rate, 0.001, known));
  if (unknownPrinted !== undefined) {
    return {
      code: ValidationFlagCode.UNKNOWN_VAT_RATE,
      field: 'taxAmount',
      message: `The VAT rate ${formatNumber(unknownPrinted)} % is not a known VAT rate.`,
    };
  }
  if (printedRates.length > 0) return null;
  const { amount, taxAmount } = invoice;
  if (amount === null || taxAmount === null || amount === 0) return null;
  const rate = (taxAmount / amount) * 100;
  if (isKnownVatRate(rate, rateTolerance(amount), known)) return null;
  return {
    code: ValidationFlagCode.UNKNOWN_VAT_RATE,
    field: 'taxAmount',
    message: `The tax is ${formatNumber(Math.round(rate * 100) / 100)} % of the net amount, which is not a known VAT rate.`,
  };
}

/**
 * The rates a tax of this currency may be at: the common ones, and the currency's own country's,
 * past rates included (a British invoice of 2010 at 17.5 %), which the extractor accepts too.
 */
function knownRatesOf(currency: string | null): readonly number[] {
  const own = currency !== null ? VAT_RATES_BY_CURRENCY[currency] : undefined;
  return own ? [...KNOWN_VAT_RATES, ...own] : KNOWN_VAT_RATES;
}

/** `rates`: the rates to know (KNOWN_VAT_RATES, or a currency's: VAT_RATES_BY_CURRENCY). */
export function isKnownVatRate(
  rate: number,
  tolerance = 0.05,
  rates: readonly number[] = KNOWN_VAT_RATES,
): boolean {
  return rates.some((known) => Math.abs(known - rate) <= tolerance);
}

function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return isoDay(moment);
}
