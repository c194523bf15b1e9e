/**
 * Every field of an invoice from the lines of its pages (text layer or OCR), each with the place it
 * was read. Pure functions on TextLine[], so they are tested without PDFs.
 */
import { VAT_RATES_BY_CURRENCY } from '@billfold/contract';
import type { TextCell, TextLine } from '../page-text.js';
import { chooseAmounts, findVatRates, taxColumnRates, vatRatesOf } from './choose-amounts.js';
import { chooseDate } from './choose-date.js';
import { chooseInvoiceNumber } from './choose-invoice-number.js';
import { chooseVendor } from './choose-vendor.js';
import { findCurrency } from './find-currency.js';
import { customerBlock, customerCells, dateOrderOn } from './find-identity.js';
import { issuerCountry } from './issuer-country.js';
import type { Located } from './located.js';

export interface FoundInvoice {
  invoiceNumber: Located<string> | null;
  date: Located<string> | null;
  vendor: Located<string> | null;
  amount: Located<number> | null;
  taxAmount: Located<number> | null;
  total: Located<number> | null;
  currency: Located<string> | null;
  /** Whether net + tax = total held for the amounts read. */
  amountsAgree: boolean;
  /** The tax net and total imply where none is printed (choose-amounts.ts), to ask about. */
  unprintedTax: number | null;
  taxNumber1: string | null;
  taxNumber2: string | null;
  taxNumber3: string | null;
  /** VAT rates (percent) printed next to tax labels or in the items' Tax column. */
  vatRates: number[];
}

/** `today`: no invoice date is read after it (a misread year). */
export function findInvoiceFields(
  lines: readonly TextLine[],
  today: Date = new Date(),
): FoundInvoice {
  const customerLines = customerBlock(lines);
  const customer = customerCells(lines);
  const currency = findCurrency(lines, customer);
  // (The issuer's country matters only for a currency one country uses: read it only then.)
  const ownRates = currency !== null && Object.hasOwn(VAT_RATES_BY_CURRENCY, currency.value);
  const amounts = chooseAmounts(
    lines,
    vatRatesOf(
      currency?.value ?? null,
      ownRates ? (issuerCountry(lines, customer)?.currency ?? null) : null,
    ),
  );
  const taxNumbers = findTaxNumbers(lines, customer);
  return {
    invoiceNumber: chooseInvoiceNumber(lines, customer),
    date: chooseDate(lines, dateOrderOn(lines, currency?.value ?? null), today, customer),
    vendor: chooseVendor(lines, customerLines, customer),
    amount: amounts.net,
    taxAmount: amounts.tax,
    total: amounts.total,
    currency,
    amountsAgree: amounts.agreeing,
    unprintedTax: amounts.unprintedTax,
    taxNumber1: taxNumbers.gstHst,
    taxNumber2: taxNumbers.qst,
    taxNumber3: taxNumbers.other,
    // The rates the page prints: on its tax lines and in its items' Tax column ("(12)%", "(18)%"
    // on a GST bill, whose tax is then some rate between them).
    vatRates: [...new Set([...findVatRates(lines), ...taxColumnRates(lines)])],
  };
}

/** Day or month first for the document, as the field finder reads its dates. */
export function dateOrderOf(lines: readonly TextLine[]): 'dmy' | 'mdy' {
  return dateOrderOn(lines, findCurrency(lines, customerCells(lines))?.value ?? null).order;
}

// ---------------------------------------------------------------------------------------------
// Tax numbers

const GST_HST =
  /\b(?:GST|HST|TPS)(?:\s*\/\s*(?:HST|TVH))?\s*(?:#|no\.?|number|num[ée]ro|reg(?:istration)?\.?(?:\s*(?:no\.?|#|number))?)?\s*[:#]?\s*(\d{9}\s?RT\s?\d{4}|\d{9})\b/i;
/**
 * An Indian GSTIN (state code, PAN, entity, "Z", check character), labelled or not: its form is
 * its own, and a GST bill's header prints the seller's under its address, often with no label.
 */
const GSTIN = /(?<![A-Z\d])(\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z])(?![A-Z\d])/;
const QST =
  /\b(?:QST|TVQ)\s*(?:#|no\.?|number|num[ée]ro)?\s*[:#]?\s*(\d{10}\s?TQ\s?\d{4}|\d{10})\b/i;
/** A VAT or tax id's label ("VAT reg. no.", "USt-IdNr.", "MWST-Nr.", "N° TVA", "NIP", "DIČ"). */
const VAT_LABEL = String.raw`(?:VAT\s*(?:reg(?:istration)?\.?\s*)?(?:no\b\.?|number|id\b|#)|USt\.?\s*-?\s*Id(?:ent)?\.?\s*-?\s*(?:Nr\.?)?|UID(?:\s*-?\s*Nr\.?)?|MWST\s*-?\s*Nr\.?|Steuer\s*-?\s*(?:nummer|nr\.?)|St\.?\s*-?\s*Nr\.?|N[°o]\s*(?:de\s*)?TVA(?:\s*intra\w*)?|TVA\s*intra\w*|num[ée]ro\s*de\s*TVA(?:\s*intra\w*)?|BTW\s*-?\s*(?:nummer|nr\.?|id)|Tax\s*(?:ID|number|no\b\.?)|Moms(?:reg)?\.?\s*-?\s*nr\.?|(?<![A-Za-z])(?:NIF|CIF|NIP|DI[ČC])(?![A-Za-z]))`;
/** The id: a country's prefix and its characters, or a national number of digits. */
const VAT_VALUE = String.raw`(?=[0-9A-Z ./-]*\d)[A-Z]{2}\s?[0-9A-Z](?:[0-9A-Z ./-]{5,18})[0-9A-Z]|\d{8}-?[A-Z](?![0-9A-Z])|[A-Z]\d{7}[0-9A-Z](?![0-9A-Z])|\d[\d /-]{6,16}\d`;
const VAT_ID = new RegExp(String.raw`${VAT_LABEL}\s*[:.]?\s*(${VAT_VALUE})`, 'i');
/** The label alone in its cell, its id in the next cell or right under it. */
const VAT_LABEL_ALONE = new RegExp(String.raw`^${VAT_LABEL}\s*[:.]?$`, 'i');
const VAT_VALUE_ALONE = new RegExp(String.raw`^(${VAT_VALUE})\s*$`);

function findTaxNumbers(
  lines: readonly TextLine[],
  customer: ReadonlySet<TextCell>,
): { gstHst: string | null; qst: string | null; other: string | null } {
  // The customer's own numbers (in its address block) are never the vendor's.
  const first = (pattern: RegExp): string | null => {
    for (const line of lines) {
      for (const cell of line.cells) {
        if (customer.has(cell)) continue;
        const value = pattern.exec(cell.text)?.[1]?.replace(/\s+/g, ' ').trim();
        if (value) return value;
      }
    }
    return null;
  };
  return {
    // (The first GSTIN in reading order outside the customer's block: the seller's header.)
    gstHst: first(GST_HST) ?? first(GSTIN),
    qst: first(QST),
    other: first(VAT_ID) ?? labelledApart(lines, customer),
  };
}

/**
 * A VAT id whose label stands alone in its cell: the id in the next cell of its line ("MWST-Nr. |
 * CHE-599.259.224 MWST") or right under the label (a footer's "VAT reg. no." over
 * "SE556674419501"). The first in reading order outside the customer's block.
 */
function labelledApart(lines: readonly TextLine[], customer: ReadonlySet<TextCell>): string | null {
  for (const [index, line] of lines.entries())
    for (const [cellIndex, label] of line.cells.entries()) {
      if (customer.has(label) || !VAT_LABEL_ALONE.test(label.text.trim())) continue;
      const next = line.cells[cellIndex + 1];
      const below = lines[index + 1];
      const under =
        below?.page === line.page
          ? below.cells.find((cell) => Math.abs(cell.x - label.x) < 3)
          : undefined;
      for (const cell of [next, under]) {
        const value = cell && !customer.has(cell) ? VAT_VALUE_ALONE.exec(cell.text.trim()) : null;
        if (value?.[1]) return value[1].replace(/\s+/g, ' ').trim();
      }
    }
  return null;
}
