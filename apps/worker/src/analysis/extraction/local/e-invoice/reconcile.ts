/**
 * An embedded e-invoice against its printed page. The XML value is kept where the page prints it
 * (anywhere: the field finder may have picked another number); where the page does not print it
 * but shows another value for the field, the printed value wins and a flag says so; what the page
 * does not show at all comes from the XML.
 */
import {
  findDates,
  formatAmount,
  ValidationFlagCode,
  type EvidenceField,
  type ValidationFlag,
} from '@billfold/contract';
import type { TextLine } from '../page-text.js';
import { amountTokens } from '../fields/find-amounts.js';
import type { FoundInvoice } from '../fields/find-invoice-fields.js';
import { firstPlace, matchSpan, type Located } from '../fields/located.js';
import type { EInvoice } from './read-e-invoice.js';

export type ReconciledField<T> =
  | { origin: 'page'; located: Located<T> }
  | { origin: 'e-invoice'; value: T; printedAt: Located<T> | null };

export interface Reconciled {
  fields: {
    [K in EvidenceField]: ReconciledField<
      K extends 'amount' | 'taxAmount' | 'total' ? number : string
    > | null;
  };
  flags: ValidationFlag[];
}

const LABELS: Record<EvidenceField, string> = {
  invoiceNumber: 'invoice number',
  date: 'date',
  vendor: 'vendor',
  amount: 'net amount',
  taxAmount: 'tax amount',
  total: 'total',
  currency: 'currency',
};

const AMOUNTS = new Set<EvidenceField>(['amount', 'taxAmount', 'total']);

export function reconcile(
  found: FoundInvoice,
  xml: EInvoice,
  lines: readonly TextLine[],
): Reconciled {
  const flags: ValidationFlag[] = [];
  const creditNote = xml.typeCode === '381' || xml.typeCode === '261' || xml.typeCode === '396';

  // How much of the XML the page prints: an XML that describes another document (a test file
  // with a generic payload) is not trusted over the page's own readings.
  const xmlFields = [
    xml.invoiceNumber && printedToken(lines, xml.invoiceNumber, true),
    xml.date && printedDate(lines, xml.date),
    xml.vendor && printedName(lines, xml.vendor),
    xml.amount !== null && printedAmount(lines, xml.amount),
    xml.taxAmount !== null && printedAmount(lines, xml.taxAmount),
    xml.total !== null && printedAmount(lines, xml.total),
  ];
  const xmlDescribesPage = xmlFields.filter(Boolean).length >= 3;

  function decide<T extends string | number>(
    field: EvidenceField,
    xmlValue: T | null,
    page: Located<T> | null,
    printed: (value: T) => Located<T> | null,
    same: (left: T, right: T) => boolean,
    show: (value: T) => string,
  ): ReconciledField<T> | null {
    if (xmlValue === null) return page ? { origin: 'page', located: page } : null;
    const printedAt = printed(xmlValue);
    if (printedAt) return { origin: 'e-invoice', value: xmlValue, printedAt };
    // A credit note's XML states positive amounts that the page prints negative.
    if (typeof xmlValue === 'number' && creditNote && xmlValue > 0) {
      const negative = printed(-xmlValue as T);
      if (negative) {
        flags.push(mismatch(field, show(negative.value), show(xmlValue)));
        return { origin: 'page', located: negative };
      }
    }
    // A confident reading of the page (amounts that add up on the page, or an XML about another
    // document) is what is printed.
    // (Not a value worked out from others: the XML states what the page does not print.)
    const pageSure =
      page !== null &&
      !page.derivedFrom &&
      (page.certainty >= 0.9 || (AMOUNTS.has(field) && found.amountsAgree));
    if (page && !same(page.value, xmlValue) && (pageSure || !xmlDescribesPage)) {
      flags.push(mismatch(field, show(page.value), show(xmlValue)));
      return { origin: 'page', located: page };
    }
    // The page's reading is the XML's place only where it reads the XML's value.
    return {
      origin: 'e-invoice',
      value: xmlValue,
      printedAt: page && !page.derivedFrom && same(page.value, xmlValue) ? page : null,
    };
  }

  const text = (value: string) => `“${value}”`;
  const sameText = (left: string, right: string) => normalise(left) === normalise(right);
  // A name read from one line of a two-line name ("MVM Musterhafter / Versicherungsverein…").
  const sameName = (left: string, right: string) => {
    const [a, b] = [normalise(left), normalise(right)];
    return a.length >= 4 && b.length >= 4 && (a.includes(b) || b.includes(a));
  };
  const sameNumber = (left: number, right: number) => Math.abs(left - right) < 0.005;

  return {
    fields: {
      invoiceNumber: decide(
        'invoiceNumber',
        xml.invoiceNumber,
        found.invoiceNumber,
        (value) => printedToken(lines, value, true),
        sameText,
        text,
      ),
      date: decide(
        'date',
        xml.date,
        found.date,
        (value) => printedDate(lines, value),
        (left, right) => left === right,
        (value) => value,
      ),
      vendor: decide(
        'vendor',
        xml.vendor,
        found.vendor,
        (value) => printedName(lines, value),
        sameName,
        text,
      ),
      amount: decide(
        'amount',
        xml.amount,
        found.amount,
        (value) => printedAmount(lines, value),
        sameNumber,
        formatAmount,
      ),
      taxAmount: decide(
        'taxAmount',
        xml.taxAmount,
        found.taxAmount,
        (value) => printedAmount(lines, value),
        sameNumber,
        formatAmount,
      ),
      total: decide(
        'total',
        xml.total,
        found.total,
        (value) => printedAmount(lines, value),
        sameNumber,
        formatAmount,
      ),
      currency: decide(
        'currency',
        xml.currency,
        found.currency,
        (value) => printedToken(lines, value, false),
        (left, right) => left === right,
        (value) => value,
      ),
    },
    flags,
  };
}

function mismatch(field: EvidenceField, printed: string, xml: string): ValidationFlag {
  return {
    code: ValidationFlagCode.E_INVOICE_MISMATCH,
    field,
    message: `The page prints the ${LABELS[field]} ${printed}, the embedded e-invoice says ${xml}; the printed value is kept.`,
  };
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The value as a whole token (an invoice number, a currency code) somewhere on the pages. */
function printedToken<T extends string>(
  lines: readonly TextLine[],
  value: T,
  ignoreCase: boolean,
): Located<T> | null {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`,
    ignoreCase ? 'iu' : 'u',
  );
  return firstPlace(lines, value, (cell) => matchSpan(pattern.exec(cell.text)));
}

/** The vendor's name in a cell, ignoring case, spacing and punctuation. */
function printedName<T extends string>(lines: readonly TextLine[], value: T): Located<T> | null {
  const wanted = normalise(value);
  if (!wanted) return null;
  for (const [index, line] of lines.entries()) {
    for (const cell of line.cells) {
      if (normalise(cell.text).includes(wanted))
        return { value, line, cell, start: 0, end: cell.text.length, certainty: 1 };
      // A name set on two lines, the second starting under the first.
      const next = lines[index + 1];
      const under =
        next?.page === line.page
          ? next.cells.find((each) => Math.abs(each.x - cell.x) < 4)
          : undefined;
      if (under && normalise(cell.text + under.text) === wanted) {
        return { value, line, cell, start: 0, end: cell.text.length, certainty: 1 };
      }
    }
  }
  return null;
}

function printedAmount<T extends number>(lines: readonly TextLine[], value: T): Located<T> | null {
  return firstPlace(lines, value, (cell, line) =>
    amountTokens(line, cell).find((each) => Math.abs(each.value - value) < 0.005),
  );
}

/** The date printed in any order or notation. */
function printedDate<T extends string>(lines: readonly TextLine[], value: T): Located<T> | null {
  return firstPlace(lines, value, (cell) =>
    (['dmy', 'mdy'] as const)
      .flatMap((order) => [...findDates(cell.text, { order })])
      .filter((each) => each.value === value)
      .sort((a, b) => a.start - b.start)
      .at(0),
  );
}
