/**
 * Every date printed on an invoice is a candidate for the invoice date: each date in a cell, read
 * day or month first as the document's order says. What can never be the invoice date is not a
 * candidate: a date before 2000 or after tomorrow (a misread year). Each carries features (which
 * kind of label names it, beside it or above it; a due, delivery or period label; the title
 * line; where it stands; whether it is the earliest or the latest date printed; its format) that
 * a model fitted on the corpus (model/weights.ts) turns into a score; the date is one choice among
 * the candidates (choose-date.ts).
 */
import { findDates } from '@billfold/contract';
import type { TextCell, TextLine } from '../page-text.js';
import { amountTokens } from './find-amounts.js';
import { customerCells } from './find-identity.js';
import { labelOver, valuesAfter } from './label-values.js';
import {
  BANK_CODE_BEFORE,
  DATE_LABELS,
  ISSUE_DATE_LABELS,
  INVOICE_NUMBER_LABELS,
  INVOICE_TITLE,
  NUMBER_WORD_READINGS,
  OTHER_DATES,
} from './labels.js';
import type { TextCandidate } from './located.js';

export type DateCandidate = TextCandidate;

/** The days (ISO) an invoice date may fall on: from 2000 to tomorrow. */
export interface DateRange {
  earliest: string;
  latest: string;
}

/** A numeric date whose second dot OCR read as a comma ("22.07,2020"). */
const OCR_MIXED_SEPARATORS = /(?<![\d.,])(\d{1,2})([./])(\d{1,2})[,.](\d{4})(?![\d.,])/g;
/** A numeric date whose first dot OCR read as a colon or a comma ("16:09.2013"). */
const OCR_FIRST_SEPARATOR = /(?<![\d.,:])(\d{1,2})[:,](\d{1,2})\.(\d{4})(?![\d.,])/g;

/**
 * A date as it was printed where OCR misread a sign in it: a month's name with a zero for its
 * letter O ("01-0ct-2024", "5 N0V 2023", "0utubro"; a month's name is read in any case), a
 * comma for a dot ("22.07,2020"), a colon or a comma for the first dot ("16:09.2013"), a
 * semicolon for the comma after a month's day ("November 17; 2024"). The same length, so that
 * offsets hold.
 */
export function ocrDateText(text: string): string {
  return (
    text
      .replace(/\b0(?=(?:ct|kt|tt|ut)\p{L}*\b)/giu, 'O')
      .replace(/\b([Nn])0(?=v)/giu, '$1o')
      .replace(OCR_MIXED_SEPARATORS, '$1$2$3$2$4')
      .replace(OCR_FIRST_SEPARATOR, '$1.$2.$3')
      // The comma after a month's day read as a semicolon: "November 17; 2024".
      .replace(/(\p{L}{3,}\.?\s?\d{1,2});(?=\s?\d{4}(?!\d))/gu, '$1,')
  );
}

const readable = (line: TextLine, text: string) =>
  line.source === 'ocr' ? ocrDateText(text) : text;

/**
 * A number's own word in a label: "Nr", "No.", "#", "č." (a scan's "&." or "€."), "št.", "Číslo",
 * "Numer", "symbol", a scan's "Ne" for "Nº". A label without one ("Invoice", "Receipt", "LASKU")
 * is a title, which a date may follow.
 */
const NUMBER_WORD = new RegExp(
  String.raw`(?<![\p{L}])(?:n[o°º]|nr|nro|č)(?![\p{L}])|${NUMBER_WORD_READINGS}|#|num|[čc][íi]slo|symbol`,
  'iu',
);

/** Whether a text ends with an invoice number's label ("Faktura č.", "Variabilní symbol"). */
function namesNumber(text: string): boolean {
  return INVOICE_NUMBER_LABELS.some((label) => {
    const match = label.exec(text);
    return (
      match !== null &&
      NUMBER_WORD.test(match[0]) &&
      /^[\s:#.№-]*$/.test(text.slice(match.index + match[0].length))
    );
  });
}

/** The text that labels a cell from the left: its own text before the date, else the cell left of it. */
function leftLabel(line: TextLine, cell: TextCell, start: number): string {
  const own = cell.text.slice(0, start).trim();
  if (/\p{L}{2}/u.test(own)) return own;
  const left = line.cells[line.cells.indexOf(cell) - 1];
  return left && cell.x - left.right < 200 ? left.text : own;
}

export function dateCandidates(
  lines: readonly TextLine[],
  order: 'dmy' | 'mdy',
  range: DateRange,
  customer: ReadonlySet<TextCell> = customerCells(lines),
): DateCandidate[] {
  const lineOf = new Map<TextCell, number>();
  lines.forEach((line, index) => line.cells.forEach((cell) => lineOf.set(cell, index)));
  const places: {
    value: string;
    line: TextLine;
    lineIndex: number;
    cell: TextCell;
    start: number;
    end: number;
    words: boolean;
  }[] = [];
  lines.forEach((line, lineIndex) => {
    for (const cell of line.cells)
      for (const { value, start, end, format } of findDates(readable(line, cell.text), {
        order,
      })) {
        if (value < range.earliest || value > range.latest) continue;
        // The end of an identifier that begins with letters ("FV/10/06/2019", "RE-2019-06-10",
        // Polish and German numbers with their month and year): no date of its own.
        if (/(?:^|\s)\p{L}[\p{L}\d]*[/_-]$/u.test(cell.text.slice(0, start))) continue;
        // A bank's code after its label ("Sort code 20-11-23"): no date.
        if (BANK_CODE_BEFORE.test(cell.text.slice(0, start))) continue;
        // A value an invoice number's label names is the number, even where it reads as a date:
        // "Faktura č. 20190405", "Numer faktury 6/01/2025"; under the label, only as digits alone
        // ("Variabilní symbol" over "20190405"; a receipt's date under its number is a date).
        if (
          namesNumber(leftLabel(line, cell, start)) ||
          (/^\d{8}$/.test(cell.text.slice(start, end)) &&
            !/\p{L}{2}/u.test(cell.text.slice(0, start)) &&
            namesNumber(labelOver(lines, lineIndex, cell)))
        )
          continue;
        const words = format === 'DMonY' || format === 'MonDY';
        places.push({ value, line, lineIndex, cell, start, end, words });
      }
  });
  if (places.length === 0) return [];
  // Which dates a label names, by kind (every match of the label rules).
  const named = new Map<string, Set<string>>();
  const idOf = (cell: TextCell, offset: number) => `${lineOf.get(cell)}:${cell.x}:${offset}`;
  for (const label of DATE_LABELS) {
    const kind = ISSUE_DATE_LABELS.includes(label) ? 'labelIssueDate' : 'labelDate';
    for (const [position, found] of valuesAfter(lines, label, 2).entries()) {
      const [span] = findDates(readable(found.line, found.text), { order });
      if (!span) continue;
      const id = idOf(found.cell, found.offset + span.start);
      const kinds = named.get(id) ?? new Set<string>();
      kinds.add(kind);
      if (position === 0) kinds.add('labelFirst');
      named.set(id, kinds);
    }
  }
  const values = places.map((place) => place.value).sort();
  const earliest = values[0];
  const latest = values[values.length - 1];
  const counts = new Map<string, number>();
  for (const place of places) counts.set(place.value, (counts.get(place.value) ?? 0) + 1);
  const distinct = new Set(values).size;
  return places.map((place, index) => {
    const { line, lineIndex, cell } = place;
    const kinds = named.get(idOf(cell, place.start)) ?? new Set<string>();
    const left = leftLabel(line, cell, place.start);
    const above = labelOver(lines, lineIndex, cell);
    const tokens = line.cells.flatMap((each) => amountTokens(line, each));
    const amounts = tokens.length;
    const otherLeft = OTHER_DATES.test(left) ? 1 : 0;
    // A date with a date label of its own on its line ("Date: 6 juillet 2019") is not named by
    // the label of the line above ("Date d'échéance: 5 août 2019").
    const ownLabel = DATE_LABELS.some((label) => label.test(left));
    const otherAbove = OTHER_DATES.test(above) && !ownLabel ? 1 : 0;
    const features: Record<string, number> = {
      labelIssueDate: Number(kinds.has('labelIssueDate')),
      labelDate: Number(kinds.has('labelDate')),
      labelFirst: Number(kinds.has('labelFirst')),
      noLabel: Number(kinds.size === 0),
      otherDateLeft: otherLeft,
      otherDateAbove: otherAbove,
      otherDateOnLine: Number(OTHER_DATES.test(line.text) && !otherLeft),
      titleOnLine: Number(INVOICE_TITLE.test(line.text)),
      // Place and order.
      firstDate: Number(index === 0),
      firstPage: Number(line.page === 1),
      topThird: Number(line.page === 1 && line.top > 0.66),
      rightHalf: Number(cell.x > line.pageWidth / 2),
      customerBlock: Number(customer.has(cell)),
      amountRow: Number(amounts >= 2),
      // A row of the items: two amounts with their cents ("Wartung vom 03.04.2024 1 100,00 100,00").
      itemRow: Number(tokens.filter((token) => token.decimals).length >= 2),
      // Against the other dates.
      earliest: Number(distinct > 1 && place.value === earliest),
      latest: Number(distinct > 1 && place.value === latest),
      onlyDate: Number(distinct === 1),
      repeated: Number((counts.get(place.value) ?? 0) > 1),
      // Format.
      monthName: Number(place.words),
    };
    return {
      located: {
        value: place.value,
        line,
        cell,
        start: place.start,
        end: place.end,
        certainty: 1,
      },
      features,
    };
  });
}
