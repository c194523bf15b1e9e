/**
 * Net amount, tax and total: every amount that follows (or stands under) a total, net or tax
 * label is a candidate; the three that agree (net + tax = total, the tax possibly summed over
 * several rates) win over the first number after a label, and amounts due, prepayments and
 * carried balances lose to a total that agrees with its net and tax.
 */
import { parseAmount, sumMoney } from '@billfold/contract';
import type { TextCell, TextLine } from '../page-text.js';
import {
  NET_LABEL,
  NOT_THE_TOTAL,
  TAX_ID_LINE,
  TAX_LABEL,
  TOTAL_STRONG,
  TOTAL_WEAK,
} from './labels.js';
import type { Located } from './located.js';

/** A currency code printed right after the amount, with no space ("43,08PLN"). */
const GLUED_CURRENCY =
  '(?:EUR|USD|GBP|CHF|PLN|CZK|SEK|NOK|DKK|HUF|RON|BGN|JPY|INR|CAD|AUD|NZD|MYR|SGD|THB|AED|zł|Kč|kr)(?![\\p{L}\\d])';

/**
 * A currency's letters glued before an amount with its cents, at the start of its cell ("R8
 * 606,45", "EUR1.234,56"), or the naira's sign as OCR reads it ("N297,569.25"): the sign, not a
 * part of an identifier ("Room R1 120.00" stays 120.00).
 */
const LETTER_SIGN_BEFORE = String.raw`^\s*[-−]?(?:R|Rs|Rp|RM|N|EUR|USD|GBP|CHF|ZAR|INR|AUD|CAD|NZD|SGD)`;

/**
 * Amount-looking tokens, with percentages, dates and parts of identifiers left out. A minus after
 * the amount is its sign ("59,38-"); a run of dashes after it is a rule drawn in text ("59,38 ---").
 * An amount with its cents may follow an abbreviation's dot with no space ("USt.46.502,43"), or a
 * currency's letters (LETTER_SIGN_BEFORE).
 */
const AMOUNT_TOKEN = new RegExp(
  String.raw`(?:(?<![\w.,/-])|(?:(?<=\p{L}\.)|(?<=${LETTER_SIGN_BEFORE}))(?=\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})*[.,]\d{2}(?!\d)))[-−]?\s?(?:[$€£¥₹]\s?)?\(?(?:\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})+|\d{1,2}(?:[.,]\d{2})+[.,]\d{3}|\d+)(?:[.,]\d{1,2})?\)?(?:\s?[-−](?![\d\-−]))?(?!(?!${GLUED_CURRENCY})[\w/]|[.,-]\d|\s?%)`,
  'gu',
);

export interface AmountToken {
  value: number;
  /** Printed with decimals ("12.00"), not a whole number that may be a quantity. */
  decimals: boolean;
  line: TextLine;
  cell: TextCell;
  start: number;
  end: number;
  /** A scan's minus read a space apart from the amount ("- $514.25", "£2,459.88 -"). */
  signApart?: boolean;
}

/**
 * An amount OCR broke in two at a space that groups nothing ("-21 8,48 €" for -218,48 €): a group
 * after a space has three digits when it is a thousands group, so one or two digits and the
 * decimals after a space are the rest of the same number.
 */
const OCR_SPLIT = /(?<![\w.,/-])([-−]?\s?(?:[$€£¥₹]\s?)?\d{1,3}) (\d{1,2}[.,]\d{2})(?![\d%])/gu;
/**
 * An amount OCR broke after a mark inside it, grouped before it so that the rest follows: after
 * its decimal mark ("2,96,593. 55") or a thousands mark ("13,39, 609.82"); or after the decimal
 * mark of an ungrouped amount that ends its cell ("3867, 28").
 */
const OCR_SPLIT_CENTS = new RegExp(
  String.raw`(?<![\w.,/-])(\d{1,3}(?:[.,'’]\d{2,3})+[.,]) (\d{2}(?!\s?%|[\d.,])|\d{3}[.,]\d{2}(?!\s?%|\d))` +
    // Or ungrouped, ending its cell ("3867, 28", "123752, 96 €"), where no list goes on and no
    // group of thousands stands before it apart ("1 234, 56" is not 234.56).
    String.raw`|(?<![\w.,/-]|\d[.,]? )(\d{1,7}[.,]) (\d{2})(?=\s?(?:[$€£¥₹]|${GLUED_CURRENCY})?\s*$)`,
  'gu',
);

/**
 * The amounts in a cell's text from `from` on, left to right. `spaceGroups: false` (a document
 * that groups no thousands, see documentGroupsThousands): a space between two words set apart by
 * more than a space's width separates two amounts, as a column's gap does ("221 716.04 (12)%",
 * a unit price and a tax that came into one cell), rather than grouping one.
 */
export function amountTokens(
  line: TextLine,
  cell: TextCell,
  from = 0,
  spaceGroups = true,
): AmountToken[] {
  const read = line.source === 'ocr' ? ocrDigits(cell.text.slice(from)) : cell.text.slice(from);
  const text = spaceGroups ? read : wideSpacesApart(cell, read, from);
  // OCR's broken amounts: the ordinary matches inside one are its halves, read once as a whole.
  const broken =
    line.source === 'ocr'
      ? [...text.matchAll(OCR_SPLIT), ...text.matchAll(OCR_SPLIT_CENTS)].map((match) => ({
          token: `${match[1] ?? match[3]}${match[2] ?? match[4]}`,
          start: match.index,
          end: match.index + match[0].length,
        }))
      : [];
  const found: { token: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(AMOUNT_TOKEN)) {
    const raw = match[0];
    const start = match.index + (raw.length - raw.trimStart().length);
    const token = raw.trim();
    const end = start + token.length;
    const whole = broken.find((each) => each.start < end && start < each.end);
    if (!whole) found.push({ token, start, end });
    else if (!found.includes(whole)) found.push(whole);
  }
  const tokens: AmountToken[] = [];
  for (const match of found) {
    let { token, end } = match;
    // "(35,13 €)": the bracket closes after the currency sign.
    const closing =
      token.startsWith('(') && !token.endsWith(')')
        ? CLOSED_AFTER_SIGN.exec(text.slice(end))
        : null;
    if (closing) {
      token = `${token})`;
      end += closing[0].length;
    }
    // A scan's minus set apart from the digits after a tax's rate ("Btw 9% - 325,96") is a speck
    // or a piece of a rule that OCR read as a dash: a printed sign stands against its amount. (Not
    // elsewhere: a credit note's "Total - 119,00" keeps its sign.)
    const apart =
      line.source === 'ocr' && /^[-−]\s/.test(token) && afterRate(line, cell, from + match.start);
    const signed = apart
      ? token.replace(/^[-−]\s+/, '')
      : token.replace(/^([-−])\s+/, '$1').replace(/\s+([-−])$/, '$1');
    let value = parseAmount(line.source === 'ocr' ? ocrGrouping(signed) : signed);
    if (value === null) continue;
    // A tax in brackets on a line that says it is included in an amount is that tax, not a
    // credit: "in diesem Beitrag enthaltene Versicherungsteuer (35,13 €)".
    if (value < 0 && token.startsWith('(') && INCLUDED_TAX.test(line.text)) value = -value;
    const signApart = line.source === 'ocr' && value < 0 && /^[-−]\s|\s[-−]$/.test(token);
    tokens.push({
      ...(signApart ? { signApart } : {}),
      value,
      decimals: /[.,]\d{1,2}\)?\s?[-−]?$/.test(token),
      line,
      cell,
      start: from + match.start,
      end: from + end,
    });
  }
  return tokens;
}

/** Wider than a space (about a quarter of the size): a gap between two columns' words. */
const WIDE_SPACE = 0.4;
/**
 * Wider than a character of the word before it: the words of one text run are placed by sharing
 * its width out by characters (splitRun), so a space between them measures one character exactly,
 * and only a gap between two runs is measured.
 */
const WIDER_THAN_A_CHARACTER = 1.2;

/**
 * `text` (the cell's text from `from` on) with each space between digits that stands for a wide gap
 * between two words made a tab (the same length): a tab groups no digits.
 */
function wideSpacesApart(cell: TextCell, text: string, from: number): string {
  let apart = text;
  cell.words.forEach((word, index) => {
    const previous = cell.words[index - 1];
    const at = word.start - 1 - from;
    if (!previous || at < 1 || apart[at] !== ' ') return;
    const gap = word.x - previous.right;
    const character = (previous.right - previous.x) / Math.max(1, previous.text.length);
    if (gap <= WIDE_SPACE * Math.max(word.size, previous.size)) return;
    if (gap <= WIDER_THAN_A_CHARACTER * character) return;
    if (/\d/.test(apart[at - 1]!) && /\d/.test(apart[at + 1] ?? ''))
      apart = `${apart.slice(0, at)}\t${apart.slice(at + 1)}`;
  });
  return apart;
}

/**
 * Whether a document's amounts group their thousands: not where it prints amounts of four digits
 * or more before the cents without a separator ("113627.84", "6683.04") and none with one
 * ("1,234.56", "1.234,56"). (A space is not counted: it is what is in question.)
 */
export function documentGroupsThousands(tokens: readonly AmountToken[]): boolean {
  let ungrouped = 0;
  for (const token of tokens) {
    const printed = token.cell.text.slice(token.start, token.end);
    if (/\d[.,'’]\d{3}[.,]\d{2}(?!\d)/.test(printed)) return true;
    if (/(?<![\d.,'’ ])\d{4,}[.,]\d{2}(?!\d)/.test(printed)) ungrouped += 1;
  }
  return ungrouped < 2;
}

/** Whether the text before `start` in the cell, or else the cell before it, ends with a rate. */
function afterRate(line: TextLine, cell: TextCell, start: number): boolean {
  const before = cell.text.slice(0, start);
  if (before.trim()) return /%\s*$/.test(before);
  const previous = line.cells[line.cells.indexOf(cell) - 1];
  return previous !== undefined && /%\s*$/.test(previous.text);
}

/** The rest of a bracketed amount after it: its currency sign or code, then the bracket. */
const CLOSED_AFTER_SIGN = new RegExp(String.raw`^\s?(?:[$€£¥₹]|${GLUED_CURRENCY})\s?\)`, 'u');

/** A tax line that says the tax is part of an amount: "darin enthaltene MwSt", "includes VAT". */
const INCLUDED_TAX = new RegExp(
  String.raw`(?:enthalten|inbegriffen|included|includes|inclus|incluid|inbegrepen|davon|darin|dont)[\s\S]*(?:${TAX_LABEL.source})|(?:${TAX_LABEL.source})[\s\S]*(?:enthalten|inbegriffen|included|inclus|incluid|inbegrepen)`,
  'iu',
);

/** Letters OCR reads for digits: O for 0, l, I or | for 1, S for 5, B for 8. */
const DIGIT_LIKE: Record<string, string> = {
  O: '0',
  o: '0',
  l: '1',
  I: '1',
  '|': '1',
  S: '5',
  B: '8',
};
/**
 * An amount with its cents in which OCR read a digit as a letter ("1O5,00", "l05.00", "1,234.S0",
 * "B0979,76"): digits and such letters only, grouped as an amount is (or a letter before four
 * digits or more, ungrouped), two decimals, at least two real digits. (A bar between a digit and a
 * space is a table's rule: "110.19| 925.60" is two amounts; "| 240,80" is still 1 240,80. So is a bar
 * between spaces after a number: "221 | 716.04" is two.)
 */
const AMOUNT_WITH_LETTERS =
  /(?<![\p{L}\d])(?:(?:[\dOolISB]|(?<!\d ?)\||\|(?! )){1,3}(?:[.,'’ ](?:[\dOolISB]|(?<!\d ?)\||\|(?! )){3})*|[OolIB]\d{4,})[.,][\dOolISB]{2}(?![\p{L}\d])/gu;

/** An OCR'd text with the letters inside amounts read as the digits they stand for (same length). */
export function ocrDigits(text: string): string {
  // An underscore against a number is a speck or a piece of a rule ("_9701,21€"): a space.
  return text
    .replace(/_(?=\d)/g, ' ')
    .replace(
      DROPPED_DECIMAL_MARK,
      (_all, whole: string, mark: string, group: string, cents: string) =>
        `${whole}${mark}${group}${mark === ',' ? '.' : ','}${cents}`,
    )
    .replace(AMOUNT_WITH_LETTERS, (amount) =>
      (amount.match(/\d/g) ?? []).length >= 2
        ? amount.replace(/[OolI|SB]/g, (letter) => DIGIT_LIKE[letter] ?? letter)
        : amount,
    );
}

/**
 * An amount beside its currency's sign whose last group of thousands has five digits: OCR
 * dropped the decimal mark before the cents ("€3,79134" for €3,791.34), as no grouping has five.
 */
const DROPPED_DECIMAL_MARK =
  /(?<=[€$£]\s?)(\d{1,3}(?:[.,]\d{3})*?)([.,])(\d{3})(\d{2})(?![\d.,])/gu;

/**
 * OCR reads a grouping comma as a dot now and then ("6.00,000.00" for 6,00,000.00): before the
 * two decimals, every separator of a scanned amount groups digits.
 */
function ocrGrouping(token: string): string {
  const match = /^([^\d]*)(\d{1,3}(?:[.,]\d{2,3})+)[.,](\d{2})(\D*)$/.exec(token);
  if (!match) return token;
  const [, before = '', whole = '', cents = '', after = ''] = match;
  return `${before}${whole.replace(/[.,]/g, ',')}.${cents}${after}`;
}

/** The rightmost amount of the cells, amounts with decimals preferred over whole numbers. */
function lastAmount(
  parts: readonly { line: TextLine; cell: TextCell; from: number }[],
): AmountToken | null {
  const amounts = parts.flatMap((part) => amountTokens(part.line, part.cell, part.from));
  const withDecimals = amounts.filter((amount) => amount.decimals);
  const pool = withDecimals.length > 0 ? withDecimals : amounts;
  return pool[pool.length - 1] ?? null;
}

/**
 * The amount a label states: after it on its line; else right of it on a line whose baseline is
 * a little off (cells of one row printed at different heights); else, for a column header
 * ("Nettobetrag | MwSt-Betrag | Endbetrag"), in the cell under it.
 */
function labelledAmount(
  lines: readonly TextLine[],
  index: number,
  cellIndex: number,
  label: RegExp,
  below: Below,
): { token: AmountToken; under: boolean } | null {
  const line = lines[index];
  const cell = line?.cells[cellIndex];
  if (!line || !cell) return null;
  const match = label.exec(cell.text);
  const from = match ? match.index + match[0].length : cell.text.length;
  const sameLine = lastAmount([
    { line, cell, from },
    ...line.cells.slice(cellIndex + 1).map((each) => ({ line, cell: each, from: 0 })),
  ]);
  if (sameLine) return { token: sameLine, under: false };
  // OCR sets the cells of one row on baselines further apart than a text layer does.
  const offset = line.source === 'ocr' ? 1.6 : 0.9;
  const near =
    line.source === 'ocr'
      ? [lines[index + 1], lines[index - 1], lines[index + 2]]
      : [lines[index + 1], lines[index - 1]];
  for (const other of near) {
    if (!other || other.page !== line.page || Math.abs(other.y - line.y) > line.size * offset)
      continue;
    const token = lastAmount(
      other.cells
        .filter((each) => each.x >= cell.right - 1)
        .map((each) => ({ line: other, cell: each, from: 0 })),
    );
    if (token) return { token, under: false };
  }
  if (below === false) return null;
  // OCR boxes are looser, and values often stand right-aligned under a left-aligned header.
  const slack = line.source === 'ocr' ? Math.max(4, line.size) : 4;
  const column = (other: TextLine) =>
    other.cells.filter((each) => each.x < cell.right + slack && each.right > cell.x - slack);
  for (let next = index + 1; next <= index + 3 && next < lines.length; next++) {
    const other = lines[next];
    if (!other || other.page !== line.page || line.y - other.y > line.size * 4) break;
    const token = lastAmount(column(other).map((each) => ({ line: other, cell: each, from: 0 })));
    if (!token) continue;
    // A header row of single values ("Invoice Number | Date | Charges"), not the head of a
    // column of line items: nothing more in the column under the value.
    if (below === 'single') {
      const following = lines.slice(next + 1, next + 4).filter((each) => each.page === line.page);
      const more = following.some((each) =>
        column(each).some((part) => amountTokens(each, part).length > 0),
      );
      if (more || /\d/.test(line.text)) return null;
    }
    return { token, under: true };
  }
  return null;
}

interface Candidate {
  token: AmountToken;
  rank: number;
  /** The label says amount due, prepaid, balance…: the total only if nothing better agrees. */
  distractor: boolean;
}

/** Whether a value under the label counts: always, never, or only in a header row of values. */
type Below = boolean | 'single';

function candidates(
  lines: readonly TextLine[],
  label: RegExp,
  rank: number,
  skip?: RegExp,
  below: Below = true,
): Candidate[] {
  const found: Candidate[] = [];
  lines.forEach((line, index) => {
    line.cells.forEach((cell, cellIndex) => {
      if (!label.test(cell.text) || (skip && skip.test(cell.text))) return;
      const located = labelledAmount(lines, index, cellIndex, label, below);
      if (!located) return;
      // A value under a column header is less sure than one beside its label.
      found.push({
        token: located.token,
        rank: located.under ? rank - 0.5 : rank,
        distractor: NOT_THE_TOTAL.test(cell.text),
      });
    });
  });
  return found;
}

export interface FoundAmounts {
  net: Located<number> | null;
  tax: Located<number> | null;
  total: Located<number> | null;
  /** Derived values (net = total − tax) have no place of their own: shown at the total. */
}

const asLocated = (
  candidate: Candidate,
  certainty: number,
  value = candidate.token.value,
): Located<number> => ({
  value,
  line: candidate.token.line,
  cell: candidate.token.cell,
  start: candidate.token.start,
  end: candidate.token.end,
  certainty,
});

export function findAmounts(lines: readonly TextLine[]): FoundAmounts {
  const totals = [
    ...candidates(lines, TOTAL_STRONG, 2, NET_LABEL),
    // A bare "Total" heads the line items' column too: a value under it counts only when it is
    // the one value of its column (a header row of single values).
    ...candidates(
      lines,
      TOTAL_WEAK,
      1,
      new RegExp(`${NET_LABEL.source}|${TAX_LABEL.source}`, 'i'),
      'single',
    ),
  ];
  const nets = candidates(lines, NET_LABEL, 1);
  const taxes = candidates(
    lines,
    TAX_LABEL,
    1,
    new RegExp(`${TOTAL_STRONG.source}|${NET_LABEL.source}|${TAX_ID_LINE.source}`, 'i'),
  ).filter(
    (tax) => !nets.some((net) => net.token.value === tax.token.value && net.token.value !== 0),
  );

  // Every agreeing triple, scored by how sure its labels are.
  let best: {
    score: number;
    net: Candidate;
    tax: Candidate | null;
    taxValue: number;
    total: Candidate;
  } | null = null;
  const distinctTaxes = uniqueBy(taxes, (tax) => `${tax.token.value}`);
  const taxSum =
    distinctTaxes.length > 1 ? sumMoney(distinctTaxes.map((tax) => tax.token.value)) : null;
  for (const total of totals) {
    for (const net of nets) {
      if (net.token.line === total.token.line && net.token.start === total.token.start) continue;
      const options: { tax: Candidate | null; value: number; bonus: number }[] = distinctTaxes.map(
        (tax) => ({
          tax,
          value: tax.token.value,
          bonus: tax.rank,
        }),
      );
      if (taxSum !== null)
        options.push({
          tax: distinctTaxes[distinctTaxes.length - 1] ?? null,
          value: taxSum,
          bonus: 0.5,
        });
      for (const option of options) {
        // A cent apart when the page rounds each line ("the sum may differ from the total").
        const off = Math.abs(sumMoney([net.token.value, option.value, -total.token.value]));
        if (off > 0.011) continue;
        const score =
          total.rank * 2 -
          (total.distractor ? 3 : 0) +
          net.rank +
          option.bonus +
          (total.token.value === 0 ? -5 : 0) -
          (off > 0 ? 0.5 : 0) -
          // Later pages carry examples and summaries; the invoice's own figures come first.
          (total.token.line.page - 1) * 0.5;
        if (!best || score > best.score)
          best = { score, net, tax: option.tax, taxValue: option.value, total };
      }
    }
  }
  if (best) {
    return {
      net: asLocated(best.net, 0.95),
      tax: best.tax ? asLocated(best.tax, 0.95, best.taxValue) : null,
      total: asLocated(best.total, 0.95),
    };
  }

  // Nothing agrees: the surest total, net and tax on their own.
  const total = [...totals].sort(
    (left, right) =>
      Number(left.distractor) - Number(right.distractor) ||
      right.rank - left.rank ||
      Math.abs(right.token.value) - Math.abs(left.token.value),
  )[0];
  const net = [...nets]
    .sort((left, right) => right.rank - left.rank)
    .find(
      (each) =>
        !total ||
        (Math.abs(each.token.value) <= Math.abs(total.token.value) &&
          (each.token.value !== total.token.value ||
            distinctTaxes.every((tax) => tax.token.value === 0))),
    );
  // A tax larger than the total it is part of is a misreading (a rate, a line amount).
  const plausibleTaxes = distinctTaxes.filter(
    (each) => !total || Math.abs(each.token.value) < Math.abs(total.token.value),
  );
  const tax = [...plausibleTaxes].sort((left, right) => right.rank - left.rank)[0];
  const summed =
    plausibleTaxes.length > 1 ? sumMoney(plausibleTaxes.map((each) => each.token.value)) : null;
  const taxValue = summed ?? tax?.token.value ?? null;
  const result: FoundAmounts = {
    net: net ? asLocated(net, 0.6) : null,
    tax: tax && taxValue !== null ? asLocated(tax, 0.6, taxValue) : null,
    total: total ? asLocated(total, total.distractor ? 0.4 : 0.6) : null,
  };
  // One missing value follows from the other two. Not a tax the page names without an amount
  // ("Tax 3%"): that stays unknown rather than made up.
  if (total && !result.net && result.tax) {
    result.net = asLocated(total, 0.5, sumMoney([total.token.value, -result.tax.value]));
  } else if (!total && result.net && result.tax) {
    result.total = {
      ...result.net,
      value: sumMoney([result.net.value, result.tax.value]),
      certainty: 0.5,
    };
  } else if (
    total &&
    result.net &&
    !result.tax &&
    !lines.some((line) => TAX_LABEL.test(line.text))
  ) {
    const difference = sumMoney([total.token.value, -result.net.value]);
    if (difference !== 0 && Math.sign(difference) === Math.sign(total.token.value)) {
      result.tax = asLocated(total, 0.5, difference);
    }
  }
  return result;
}

function uniqueBy<T>(list: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const value = key(item);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}
