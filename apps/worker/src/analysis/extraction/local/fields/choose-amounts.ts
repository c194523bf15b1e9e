/**
 * The net amount, tax and total chosen together: the best-scored candidates of each role are
 * combined, and a combination counts only under the hard constraints of an invoice:
 * - no amount fills two roles, and the tax is smaller than the total and under half the net (on
 *   the same side of zero);
 * - net + tax = total within rounding, or, where the page adds a charge or a discount after the
 *   tax, the difference is small against the total;
 * - the tax is a VAT rate of the net in use somewhere (or zero); net and total that differ by the
 *   rate the page prints on a tax line ("Sales Tax 3%") add up even with no tax amount printed.
 * A tax the page does not print stays empty (a field not printed is null), and so does a net.
 * A combination's score is the sum of its candidates' log-probabilities, a role left empty costs
 * what the model says about that role having no candidate at all, and an agreeing triple earns
 * a bonus. A value derived from the other two (net = total − tax) has no place of its own.
 */
import {
  isKnownVatRate,
  KNOWN_VAT_RATES,
  parseAmount,
  rateTolerance,
  sumMoney,
  VAT_RATES_BY_CURRENCY,
} from '@billfold/contract';
import type { TextCell, TextLine } from '../page-text.js';
import { probability } from '../model/logistic.js';
import { AMOUNT_WEIGHTS } from '../model/weights.js';
import { amountCandidates, type AmountCandidate, type AmountRole } from './amount-candidates.js';
import { amountTokens, type AmountToken } from './find-amounts.js';
import {
  GST_WORD,
  NET_LABEL,
  NOT_THE_TOTAL,
  ROUNDING,
  TAX_LABEL,
  TOTAL_STRONG,
  TOTAL_WEAK,
} from './labels.js';
import { firstPlace, matchSpan, readingOf, type Located } from './located.js';

export interface ChosenAmounts {
  net: Located<number> | null;
  tax: Located<number> | null;
  total: Located<number> | null;
  /** Whether net + tax = total held for the values shown. */
  agreeing: boolean;
  /**
   * Net and total read, no tax printed, and their difference a VAT rate (or the printed rate) of
   * the net: that difference, for the reviewer to confirm. Never a reading: it is not printed.
   */
  unprintedTax: number | null;
}

interface Scored {
  candidate: AmountCandidate;
  p: Record<AmountRole, number>;
  /** A reading of the amount other than its printed value (a scan's misread sign or mark). */
  reread?: true;
}

/** The amount read as `value` from `start` on in its cell, instead of as printed. */
const reread = (each: Scored, value: number, start = each.candidate.token.start): Scored => ({
  ...each,
  candidate: { ...each.candidate, token: { ...each.candidate.token, value, start } },
  reread: true,
});

const TOP = 6;
const AGREE_BONUS = 4;
/** Net, tax and total that add up with the tax a VAT rate of the net: hardly a coincidence. */
const KNOWN_RATE_BONUS = 1.5;
const CHARGE_PENALTY = 1.5;
/** A total that is another total plus a balance carried from before. */
const CARRIED_PENALTY = 2;
/** A tax and a total alone, on a page that prints no net, the tax a VAT rate of total − tax. */
const TAX_OF_TOTAL_BONUS = 0.5;
/** A total the items' totals above it add up to, besides a tax its column adds up to. */
const ITEMS_ADD_UP_BONUS = 1;
const MAX_TAX_SHARE = 0.5;
/** Net, tax and a rounding line that add up to a rounded total. */
const ROUNDED_BONUS = 2.5;
/** A tax that is not zero, where the seller says it charges no VAT. */
const NOT_A_VAT_PAYER_PENALTY = 3;
/** Off a net and a total without the tax the page prints. */
const TAX_LEFT_OUT_PENALTY = 3;

/**
 * The one amount of a line in each of the columns of `cells` (a cell over each), or null where a
 * column holds none or more than one.
 */
function amountsUnder(
  line: TextLine,
  cells: readonly TextCell[],
): { values: number[]; cells: TextCell[] } | null {
  const values: number[] = [];
  const found: TextCell[] = [];
  for (const cell of cells) {
    const over = line.cells.find((each) => each.x < cell.right + 4 && each.right > cell.x - 4);
    const tokens = over ? amountTokens(line, over) : [];
    if (tokens.length !== 1) return null;
    values.push(tokens[0]!.value);
    found.push(over!);
  }
  return { values, cells: found };
}

/** Net + tax = total within a cent: [net, tax, total]. */
const tripleAddsUp = ([net, tax, total]: readonly number[]) =>
  Math.abs(sumMoney([net!, tax!, -total!])) <= 0.011;

/**
 * The totals row of a summary with one row per VAT rate: where net, tax and total were read off
 * one row of a table and the rows under it in the same columns sum up the rows above (net, tax and
 * total each the sum of its column), that sum row holds the invoice's amounts.
 *   Nettobetrag  MwSt-Betrag  MwSt-%  Endbetrag
 *   321,40       61,07        19,0    382,47
 *   127,59       8,93         7,0     136,52
 *   448,99       70,00        EUR     518,99
 */
function totalsRow(
  lines: readonly TextLine[],
  scored: readonly Scored[],
  row: readonly [Scored, Scored, Scored],
): [Scored, Scored, Scored] | null {
  const line = row[0].candidate.token.line;
  if (row.some((each) => each.candidate.token.line !== line)) return null;
  const index = lines.indexOf(line);
  if (index < 0) return null;
  const cells = row.map((each) => each.candidate.token.cell);
  const sums = row.map((each) => each.candidate.token.value);
  for (let next = index + 1; next < lines.length && next <= index + 4; next++) {
    const below = lines[next]!;
    if (below.page !== line.page) return null;
    const found = amountsUnder(below, cells);
    if (!found || !tripleAddsUp(found.values)) return null;
    const { values } = found;
    const isSum =
      next > index + 1 && values.every((value, column) => Math.abs(value - sums[column]!) <= 0.011);
    if (isSum) {
      const picked = found.cells.map((cell) =>
        scored.find((candidate) => candidate.candidate.token.cell === cell),
      );
      return picked.every(Boolean) ? (picked as [Scored, Scored, Scored]) : null;
    }
    // A row of the same table: it adds up too, and counts towards the sums.
    values.forEach((value, column) => (sums[column] = sumMoney([sums[column]!, value])));
  }
  return null;
}

/**
 * The gross of a VAT table's row that a net and a tax were read off: the amount on their line that
 * they add up to, in a cell of its own.
 */
function rowGross(scored: readonly Scored[], net: Scored, tax: Scored): Scored | undefined {
  const line = net.candidate.token.line;
  if (tax.candidate.token.line !== line) return undefined;
  const gross = sumMoney([net.candidate.token.value, tax.candidate.token.value]);
  return scored.find(
    ({ candidate: { token } }) =>
      token.line === line &&
      token.cell !== net.candidate.token.cell &&
      token.cell !== tax.candidate.token.cell &&
      Math.abs(token.value - gross) <= 0.005,
  );
}

/**
 * The sums of a VAT table printed apart from it: where net, tax and total were read off one row
 * of a table with a row per rate (each row adding up, in the same columns, on the lines around
 * it) and the page prints each column's sum elsewhere (the totals beside or under the table),
 * those sums are the invoice's amounts, not one rate's row.
 *   VAT rate  Net       VAT      Gross        Sub-total   5,000.00
 *   20 %      4,000.00  800.00   4,800.00     Total VAT     850.00
 *   5 %       1,000.00   50.00   1,050.00     Total       5,850.00
 */
function sumsApart(
  lines: readonly TextLine[],
  scored: readonly Scored[],
  row: readonly [Scored, Scored, Scored],
): [Scored, Scored, Scored] | null {
  const line = row[0].candidate.token.line;
  if (row.some((each) => each.candidate.token.line !== line)) return null;
  const index = lines.indexOf(line);
  if (index < 0) return null;
  const cells = row.map((each) => each.candidate.token.cell);
  /** A row of the table on another line: its amounts in the row's columns, adding up, taxed. */
  const rowOf = (other: TextLine) => {
    const found = amountsUnder(other, cells);
    return found && tripleAddsUp(found.values) && found.values[1] !== 0 ? found : null;
  };
  const rows = [row.map((each) => each.candidate.token.value)];
  const tableCells = new Set<TextCell>(cells);
  for (const step of [-1, 1])
    for (let next = index + step; Math.abs(next - index) <= 4; next += step) {
      const other = lines[next];
      const found = other && other.page === line.page ? rowOf(other) : null;
      if (!found) break;
      rows.push(found.values);
      for (const cell of found.cells) tableCells.add(cell);
    }
  if (rows.length < 2) return null;
  const sums = [0, 1, 2].map((column) => sumMoney(rows.map((values) => values[column]!)));
  // Each sum where the model most expects that role (a subtotal's line, not an item's).
  const picked = sums.map((sum, column) => {
    const role = (['net', 'tax', 'total'] as const)[column]!;
    const found = scored.filter(
      (each) =>
        !tableCells.has(each.candidate.token.cell) &&
        Math.abs(each.candidate.token.value - sum) <= 0.011,
    );
    return found.sort((left, right) => right.p[role] - left.p[role])[0];
  });
  return picked.every(Boolean) ? (picked as [Scored, Scored, Scored]) : null;
}

/** A balance carried from before: "Ausstehende Forderung", "Previous balance", "Arrears". */
const CARRIED =
  /ausstehend|r[üu]ckstand|vortrag|[üu]bertrag|outstanding|previous\s*balance|balance\s*(?:(?:brought|carried)\s*)?forward|arrears|solde\s*(?:pr[ée]c[ée]dent|ant[ée]rieur)|saldo\s*(?:anterior|precedente|vorig)|achterstand/i;

/**
 * The totals that are another total plus a balance carried from before: the amount due of a
 * statement ("Beitrag 220,00; Ausstehende Forderung 220,00; zu zahlender Beitrag 440,00"), not
 * this invoice's total.
 */
function carriedSums(scored: readonly Scored[], totals: readonly Scored[]): Set<Scored> {
  const carried = scored.filter(
    (each) => CARRIED.test(each.candidate.rowLabel) && each.candidate.token.value > 0,
  );
  const found = new Set<Scored>();
  // The totals are the invoice's own candidates: no carried balance is among them.
  for (const total of totals)
    for (const balance of carried)
      if (
        totals.some(
          (other) =>
            other !== total &&
            Math.abs(
              sumMoney([
                other.candidate.token.value,
                balance.candidate.token.value,
                -total.candidate.token.value,
              ]),
            ) <= 0.011,
        )
      )
        found.add(total);
  return found;
}

/**
 * A payment already made: "Amount Applied", "Deposit received", "Less payments", "Anzahlung"
 * (not "Amount to be paid", "Payment due", "Not paid"); a payment's or a deposit's line without
 * such a word only with its amount taken off ("Patient Payments -$40.00").
 */
const PAID =
  /(?<!not\s|be\s|to\s)\b(?:paid|received|applied)\b|^less\b|prepaid|anzahlung|bereits\s*(?:bezahlt|gezahlt)|acompte|abono|aanbetaling|vooruitbetaling/i;
const PAYMENT_LINE = /\bpayments?\b|\bdeposit\b/i;

/**
 * The totals that are another total less a payment printed on its own line: the balance left of
 * a statement or a bill partly paid ("Total Charges $338.00 · Patient Payments -$40.00 · Amount
 * Due $298.00"), not this invoice's total.
 */
function paidBalances(scored: readonly Scored[], totals: readonly Scored[]): Set<Scored> {
  const payments = scored.filter(
    ({ candidate: { rowLabel, token } }) =>
      token.value !== 0 &&
      (PAID.test(rowLabel) || (PAYMENT_LINE.test(rowLabel) && token.value < 0)),
  );
  const found = new Set<Scored>();
  for (const total of totals)
    for (const payment of payments)
      if (
        payment.candidate.token.line !== total.candidate.token.line &&
        totals.some(
          (other) =>
            other.candidate.token.value > total.candidate.token.value &&
            payment.candidate.token.line !== other.candidate.token.line &&
            Math.abs(
              sumMoney([
                other.candidate.token.value,
                -Math.abs(payment.candidate.token.value),
                -total.candidate.token.value,
              ]),
            ) <= 0.011,
        )
      )
        found.add(total);
  return found;
}

/** A discount's label: "Discount", "Rabatt", "Remise", "Descuento", "Sconto", "Korting". */
const DISCOUNT =
  /discount|rebate|rabatt|nachlass|skonto|remise|r[ée]duction|descuento|sconto|korting/i;

/**
 * The totals a discount or a charge printed under them takes to a total printed below it: the sum
 * before the discount ("Subtotal $3,080.00 · Discount -$154.00 · Total $2,926.00") or before the
 * shipping ("Item total $22.20 · Shipping $7.85 · Order total $30.05"), not the invoice's.
 */
function adjustedSums(scored: readonly Scored[], totals: readonly Scored[]): Set<Scored> {
  const adjustments = scored.filter(
    ({ candidate: { rowLabel, token } }) => token.value !== 0 && CHARGE.test(rowLabel),
  );
  const below = (upper: AmountToken, lower: AmountToken) =>
    upper.line.page === lower.line.page && upper.line.y > lower.line.y;
  const found = new Set<Scored>();
  for (const total of totals)
    for (const { candidate: adjustment } of adjustments) {
      const { value } = adjustment.token;
      // (A discount takes off, whatever its sign is printed with.)
      const signed =
        DISCOUNT.test(adjustment.rowLabel) || value < 0 ? -Math.abs(value) : Math.abs(value);
      if (
        below(total.candidate.token, adjustment.token) &&
        totals.some(
          (after) =>
            below(adjustment.token, after.candidate.token) &&
            after.p.total > 0.5 &&
            Math.abs(
              sumMoney([total.candidate.token.value, signed, -after.candidate.token.value]),
            ) <= 0.011,
        )
      )
        found.add(total);
    }
  return found;
}

/** Whether a token's line stands between the net's and the total's, on their page. */
function between(token: AmountToken, net: Scored, total: Scored): boolean {
  const top = net.candidate.token.line;
  const bottom = total.candidate.token.line;
  return (
    token.line.page === top.page &&
    token.line.page === bottom.page &&
    token.line.y < top.y &&
    token.line.y > bottom.y
  );
}

/** Whether a discount is printed on its own line between the net and the total. */
function discountBetween(scored: readonly Scored[], net: Scored, total: Scored): boolean {
  return scored.some(
    ({ candidate: { rowLabel, token } }) =>
      token.value !== 0 && DISCOUNT.test(rowLabel) && between(token, net, total),
  );
}

/**
 * Whether `amount` is printed on a charge's or a discount's own line between the net and the
 * total: what the total holds besides the net and the tax, however large ("Shipping $7.85").
 */
function chargeBetween(
  scored: readonly Scored[],
  amount: number,
  { net, tax, total }: { net: Scored; tax: Scored | null; total: Scored },
): boolean {
  return scored.some(
    ({ candidate: { rowLabel, token } }) =>
      token !== tax?.candidate.token &&
      CHARGE.test(rowLabel) &&
      Math.abs(Math.abs(token.value) - amount) <= 0.011 &&
      between(token, net, total),
  );
}

/**
 * Whether a total is that sum: within a cent of rounding (as net + tax = total is checked), or
 * rounded to a whole unit ("Round off").
 */
const addsUp = (sum: number, total: number) =>
  Math.abs(sum - total) <= 0.011 || (Number.isInteger(total) && Math.abs(sum - total) < 0.5);

/**
 * OCR reads a currency sign beside a total as a digit now and then: before it ("₹4,490.00" as
 * "74,490.00"), or after its cents ("28,85€" as "28.853"). Where the total without that digit
 * is the sum of a net and a tax read on the page (within a cent, or rounded to a whole unit), that
 * is a reading of the total too: such a sum is no coincidence. The joint choice then weighs it
 * like any other.
 */
function symbolMisreadTotals(
  totals: readonly Scored[],
  nets: readonly Scored[],
  taxes: readonly Scored[],
  own: readonly Scored[],
): Scored[] {
  const found: Scored[] = [];
  // (A net and a tax, or the tax lines between the net and the total: "SGST" and "CGST".)
  const addsUpTo = (value: number, total: Scored) =>
    nets.some((net) => {
      const N = net.candidate.token.value;
      const between = taxLinesBetween(own, net, total);
      return (
        (between !== null && addsUp(sumMoney([N, between.value]), value)) ||
        taxes.some(
          (tax) =>
            net !== tax &&
            tax.candidate.token.value > 0 &&
            N > tax.candidate.token.value &&
            addsUp(sumMoney([N, tax.candidate.token.value]), value),
        )
      );
    });
  for (const total of totals) {
    const { token } = total.candidate;
    if (token.line.source !== 'ocr' || token.value <= 0) continue;
    for (const value of misreadSymbol(token.value, token.cell.text.slice(token.start, token.end)))
      if (addsUpTo(value, total)) found.push(reread(total, value));
  }
  return found;
}

/** Words that say a line is not taxed. */
const EXEMPT =
  /exempt|zero[\s-]*rated|exento|exenta|exon[ée]r|steuerfrei|befreit|vrijgesteld|esente|non\s*soggett/i;

/** A page in rupees: a rupee sign, or an Indian GST line or number. */
function rupeePage(lines: readonly TextLine[]): boolean {
  return lines.some((line) => line.text.includes('₹') || GST_WORD.test(line.text));
}

/** The values an OCR'd amount has without a currency sign read as its first or last digit. */
function misreadSymbol(value: number, printed: string): number[] {
  const values: number[] = [];
  const whole = Math.trunc(value);
  if (whole >= 1000) {
    const digits = String(whole).length;
    const first = Math.trunc(whole / 10 ** (digits - 1));
    values.push(sumMoney([value, -first * 10 ** (digits - 1)]));
  }
  // Cents, then one more digit, then nothing: "28.853" for "28,85€".
  const cents = /^\D*?(\d{1,3})[.,](\d{2})\d\D*$/.exec(printed);
  if (cents) values.push(Number(`${cents[1]}.${cents[2]}`));
  return values;
}

/**
 * A scan's amount with its rupee sign read into it as a 7, a 2 or a 3 ("711924.88" for
 * "₹11924.88"): the amount without that digit, if the token may be one.
 */
function signDropped(token: AmountToken): number | undefined {
  const printed = token.cell.text.slice(token.start, token.end);
  if (token.line.source !== 'ocr' || !/^[237]\d{3}/.test(printed)) return undefined;
  return misreadSymbol(token.value, printed)[0];
}

/** Nets below this are too small for a tax to the cent to tell a rate from a coincidence. */
const EXACT_RATE_MIN_NET = 100;

/**
 * Whether `tax` is a known VAT rate of `net` rounded to the cent (10,375 and 311.25: 3 %), for a
 * net large enough that rates a cent apart are told apart.
 */
function exactRateOf(
  tax: number,
  net: number,
  rates: readonly number[] = KNOWN_VAT_RATES,
): boolean {
  return (
    Math.abs(net) >= EXACT_RATE_MIN_NET &&
    Math.sign(tax) === Math.sign(net) &&
    rates.some((rate) => rate > 0 && Math.abs(Math.round(net * rate) / 100 - tax) <= 0.005)
  );
}

/** What OCR reads a minus as, before an amount: a low quote, a tilde, a long dash. */
const MINUS_LIKE = /[„‚~¬—–]\s?$/;

/**
 * Other readings of an OCR'd amount, where a mark beside it was misread, each with where it
 * begins: a table's rule read as its first digit ("VAT total: |75.04 €", read as 175.04: 75.04),
 * a minus read as another mark ("Total taxes „14,99 €" on a credit note: -14.99), a decimal mark
 * lost with the space before it ("TVA 10 %: 6 635,50" read as 663550: 6635.50).
 */
function misreadValues(
  token: AmountCandidate['token'],
): { value: number; start: number; cents?: boolean }[] {
  if (token.line.source !== 'ocr') return [];
  const readings: { value: number; start: number; cents?: boolean }[] = [];
  if (token.cell.text[token.start] === '|') {
    const value = parseAmount(token.cell.text.slice(token.start + 1, token.end));
    if (value !== null && value > 0) readings.push({ value, start: token.start + 1 });
  }
  if (token.value > 0 && MINUS_LIKE.test(token.cell.text.slice(0, token.start)))
    readings.push({ value: -token.value, start: token.start });
  if (!token.decimals && Number.isInteger(token.value) && Math.abs(token.value) >= 100)
    readings.push({ value: token.value / 100, start: token.start, cents: true });
  // A currency sign read as a digit before it ("713132" for "₹13132").
  if (token.value > 0)
    for (const value of misreadSymbol(token.value, token.cell.text.slice(token.start, token.end)))
      readings.push({ value, start: token.start });
  return readings;
}

/**
 * Where such a reading of a net, a tax or a total adds up to the cent with the other two read on
 * the page, it is a reading of that amount too (no coincidence), which the joint choice weighs
 * like any other.
 */
function misreadAmounts(
  role: AmountRole,
  nets: readonly Scored[],
  taxes: readonly Scored[],
  totals: readonly Scored[],
): Scored[] {
  const pool = { net: nets, tax: taxes, total: totals }[role];
  // The other two roles, and whether the three values add up with the reading in its role.
  const others: Record<AmountRole, readonly [readonly Scored[], readonly Scored[]]> = {
    net: [taxes, totals],
    tax: [nets, totals],
    total: [nets, taxes],
  };
  const [firsts, seconds] = others[role];
  const addsUp = (reading: number, first: number, second: number, cents = false) => {
    const [net, tax, total] =
      role === 'net'
        ? [reading, first, second]
        : role === 'tax'
          ? [first, reading, second]
          : [first, second, reading];
    // (A reading in cents only with a tax: with none, any amount a hundredth of another's adds up.)
    if (cents && Math.abs(tax) < 0.005) return false;
    return Math.abs(sumMoney([net, tax]) - total) <= 0.005;
  };
  const found: Scored[] = [];
  for (const each of pool) {
    const { token } = each.candidate;
    for (const { value, start, cents } of misreadValues(token)) {
      const adds = firsts.some(
        (first) =>
          first !== each &&
          seconds.some(
            (second) =>
              second !== each &&
              second !== first &&
              addsUp(value, first.candidate.token.value, second.candidate.token.value, cents),
          ),
      );
      if (adds) found.push(reread(each, value, start));
    }
  }
  return found;
}

const located = (
  scored: Scored,
  certainty: number,
  value = scored.candidate.token.value,
): Located<number> => ({
  value,
  line: scored.candidate.token.line,
  cell: scored.candidate.token.cell,
  start: scored.candidate.token.start,
  end: scored.candidate.token.end,
  certainty,
});

/** The highest certainty of a net worked out from the total and the tax: below 'sure' (0.9). */
const DERIVED_MAX = 0.85;

/**
 * The VAT rates an invoice's tax can be at: its currency's country's, and its issuer's where that
 * is another country (a Swiss seller billing in pounds), and any known rate below their highest (a
 * mix of taxed and exempt items is taxed at less than the rate: "FRE = GST-free supply"); never
 * above it. Every known rate where the currency is one many countries bill in (euros, US
 * dollars), unknown, or the issuer's is such.
 */
export function vatRatesOf(currency: string | null, issuerCurrency: string | null): number[] {
  const own = currency ? VAT_RATES_BY_CURRENCY[currency] : undefined;
  const issuers =
    issuerCurrency && issuerCurrency !== currency ? VAT_RATES_BY_CURRENCY[issuerCurrency] : [];
  if (!own || !issuers) return [...KNOWN_VAT_RATES];
  const highest = Math.max(...own, ...issuers);
  return [...new Set([...KNOWN_VAT_RATES.filter((rate) => rate <= highest), ...own, ...issuers])];
}

/**
 * `knownRates`: the VAT rates a tax of the invoice can be at (its currency's country's and its
 * issuer's, vatRatesOf); every known rate by default.
 */
export function chooseAmounts(
  lines: readonly TextLine[],
  knownRates: readonly number[] = KNOWN_VAT_RATES,
): ChosenAmounts {
  const p = (role: AmountRole, candidate: AmountCandidate) =>
    probability(AMOUNT_WEIGHTS[role], candidate.features);
  const scored: Scored[] = amountCandidates(lines).map((candidate) => ({
    candidate,
    p: { total: p('total', candidate), net: p('net', candidate), tax: p('tax', candidate) },
  }));
  if (scored.length === 0)
    return { net: null, tax: null, total: null, agreeing: false, unprintedTax: null };
  // A balance carried from before is none of this invoice's amounts.
  const own = scored.filter((each) => !CARRIED.test(each.candidate.rowLabel));
  const top = (role: AmountRole, pool: readonly Scored[] = own) =>
    uniqueValues(
      [...pool].sort((a, b) => b.p[role] - a.p[role]),
      role,
    ).slice(0, TOP);
  const totals = top('total');
  const nets = top('net');
  // (What was paid is no tax: "Amount Paid $150.00" under the total. It may be the total, as a
  // receipt's "Amount paid" is.)
  const taxes = top(
    'tax',
    own.filter((each) => !PAID.test(each.candidate.rowLabel)),
  );
  const noneCost = (role: AmountRole, pool: Scored[]) =>
    Math.log(Math.max(0.02, 1 - Math.max(0, ...pool.map((each) => each.p[role]))));
  const noNet = noneCost('net', nets);
  const noTax = noneCost('tax', taxes);
  const printedTax = taxes.some((each) => each.p.tax > 0.5);
  // A net read as such, not an item's amount under a net column ("Montant HT" over the items).
  const printedNet = nets.some(
    (each) => each.p.net > 0.5 && !(each.candidate.features.lineItemRow ?? 0),
  );
  // A "tax" as large as a net or a total read is the base on a tax line ("TVA 0 % 530,75 €").
  const baseOnTaxLine = (value: number) =>
    [...nets, ...totals].some(
      (each) =>
        (each.p.net > 0.5 || each.p.total > 0.5) &&
        Math.abs(each.candidate.token.value - value) <= 0.005,
    );
  const printedNonZeroTax = taxes.some(
    (each) =>
      each.p.tax > 0.5 &&
      each.candidate.token.value !== 0 &&
      !baseOnTaxLine(each.candidate.token.value),
  );
  // Several tax lines (one per rate) add up; a total "incl. VAT" is not one of them.
  const taxLines = taxes.filter(
    (each) =>
      each.p.tax > 0.3 &&
      (each.p.tax >= Math.max(each.p.total, each.p.net) ||
        // (A tax's label and no total's: "CGST 873.36", the largest amount with cents on a page
        // whose total is in whole rupees, reads as a total too.)
        ((each.candidate.features.taxLabel ?? 0) > 0 &&
          !each.candidate.features.totalStrong &&
          !each.candidate.features.totalWeak)),
  );
  const taxSum =
    taxLines.length > 1 ? sumMoney(taxLines.map((each) => each.candidate.token.value)) : null;
  const rates = findVatRates(lines).filter((rate) => rate > 0);
  // "Nejsme plátci DPH", "Not registered for VAT": a tax that is not zero is some other amount.
  const noVatCharged = lines.some((line) => noVatNote(line.text, NOT_A_VAT_PAYER) !== null);
  /** Whether tax / net is a rate the page prints on a tax line ("Sales Tax 3%"). */
  const atPrintedRate = (tax: number, net: number) =>
    net !== 0 && rates.some((rate) => Math.abs((tax / net) * 100 - rate) <= rateTolerance(net));

  // Items taxed at one rate or several ("7.25%" on every row of a Tax column; "13%", "13.5%",
  // "0%", or two rates on the page's tax lines): the tax of the whole is that rate, or any rate
  // between the lowest and the highest.
  const itemRates = [...new Set([...taxColumnRates(lines), ...rates])];
  const vatRateOf = (tax: number, net: number) => {
    if (net === 0) return false;
    const rate = (tax / net) * 100;
    const tolerance = rateTolerance(net);
    return (
      isKnownVatRate(rate, tolerance, knownRates) ||
      // A rate the page prints on a tax line, as a US sales tax of 8.875 % or 6.25 % is.
      atPrintedRate(tax, net) ||
      (itemRates.length >= 1 &&
        rate >= Math.min(...itemRates) - tolerance &&
        rate <= Math.max(...itemRates) + tolerance)
    );
  };

  // A rounding printed between the tax and the total: net + tax + it = a total rounded to whole
  // units or to 5 cents, so it is at most half a unit.
  const roundings = own.filter(isRounding).map((each) => each.candidate.token.value);
  /**
   * Whether a printed rounding is what the total adds (`added`: total − net − tax): with its sign,
   * or as printed without one.
   */
  const rounded = (added: number, total: number) =>
    Math.abs(added) > 0.011 &&
    Math.abs(total * 20 - Math.round(total * 20)) < 1e-6 &&
    roundings.some(
      (rounding) =>
        Math.abs(rounding - added) <= 0.011 ||
        (rounding > 0 && Math.abs(rounding + added) <= 0.011),
    );

  /**
   * A net its label names that a printed rounding makes up to the total, on the page of a seller
   * who charges no VAT (and prints no tax), where no total of its own value is read: "Základ daně
   * 68823,04 · Zaokrouhlení -0,04 · K úhradě 68823,00 · Nejsme plátci DPH". (Where a total is
   * printed before the rounding, that total adds up exactly and is the invoice's.)
   */
  const netRoundedToTotal = (net: Scored, total: Scored) => {
    const N = net.candidate.token.value;
    const T = total.candidate.token.value;
    return (
      noVatCharged &&
      !printedTax &&
      rates.length === 0 &&
      (net.candidate.features.netLabel ?? 0) > 0 &&
      rounded(sumMoney([T, -N]), T) &&
      !totals.some(
        (other) =>
          other !== net &&
          other.p.total > 0.5 &&
          Math.abs(other.candidate.token.value - N) <= 0.005,
      )
    );
  };

  /** Whether an amount of this value, either sign, is read anywhere on the page. */
  const readAnywhere = (value: number) =>
    scored.some(
      (each) => Math.abs(Math.abs(each.candidate.token.value) - Math.abs(value)) <= 0.005,
    );

  /**
   * A net its label names, above the total, with a tax line between them on which no amount was
   * read ("Sales Tax. 3m"): the page prints a tax there that OCR lost.
   */
  const unreadTaxBetween = (net: Scored, total: Scored) => {
    const top = net.candidate.token.line;
    const bottom = total.candidate.token.line;
    if (!(net.candidate.features.netLabel ?? 0) || net.candidate.features.lineItemRow) return false;
    if (top.page !== bottom.page || !(top.y > bottom.y)) return false;
    return lines.some(
      (line) =>
        line.page === top.page &&
        line.y < top.y &&
        line.y > bottom.y &&
        (TAX_LABEL.test(line.text) || GARBLED_TAX_LINE.test(line.text.trim())) &&
        !CHARGE.test(line.text) &&
        !scored.some((each) => each.candidate.token.line === line),
    );
  };

  const columns = itemColumns(scored);
  const itemSums = itemColumnSums(columns);
  /** Whether a column of the line items above the total adds up to `value`. */
  const itemsAddUpTo = (value: number, total: Scored, tax: Scored) =>
    // (A tax its label names: a shipping charge is as often a VAT rate of the items.)
    (tax.candidate.features.taxLabel ?? 0) > 0 &&
    !tax.candidate.features.lineItemRow &&
    tax.candidate.token.line.page === total.candidate.token.line.page &&
    (itemSums.get(total.candidate.token.line.page) ?? []).some(
      (column) =>
        total.candidate.token.line.y < column.bottom &&
        tax.candidate.token.line.y < column.bottom &&
        Math.abs(column.sum - value) <= 0.011,
    );
  /**
   * A sum of money above zero (in cents, or beside a currency's mark) on a tax's line, however
   * unsure its role: a line the tax's label heads in a word or two ("Total Tax 4552 €", a scan's
   * 45,52 €), not an item's description ("Tax return preparation"), an exemption ("VAT exempt")
   * or the base a tax line prints.
   */
  const taxLineRead = own.some(({ candidate: { features, token, rowLabel } }) => {
    const words = rowLabel
      .replace(/[\d.,%()]+/g, ' ')
      .trim()
      .split(/\s+/);
    return (
      (features.taxLabel ?? 0) > 0 &&
      token.value > 0 &&
      (token.decimals || (features.currencyMark ?? 0) > 0) &&
      words.length <= 2 &&
      !EXEMPT.test(rowLabel) &&
      !baseOnTaxLine(token.value)
    );
  });
  /** A net read as such, other than the total `T` (whose label may read as a net's). */
  const netPrintedApart = (T: number) =>
    nets.some(
      (each) =>
        each.p.net > 0.5 &&
        !(each.candidate.features.lineItemRow ?? 0) &&
        Math.abs(each.candidate.token.value - T) > 0.005,
    );
  /** The line items' amounts above `token` in a column (the column's sum printed under them). */
  const sumAbove = (column: ItemColumn, token: AmountToken, rows = 1) => {
    const above = column.rows.filter((row) => row.line.y > token.line.y);
    return above.length >= rows ? sumMoney(above.map((row) => row.value)) : null;
  };
  /** The columns of the line items that `token` stands in. */
  const columnsOf = (token: AmountToken) =>
    (columns.get(token.line.page) ?? []).filter((column) => inColumn(column, token.cell));
  /** Whether two amounts are rows of one column of the line items. */
  const sameItemColumn = (one: Scored, other: Scored) => {
    const rowOf = (column: ItemColumn, { candidate: { token } }: Scored) =>
      column.rows.some((row) => row.line === token.line && row.value === token.value);
    return (
      one.candidate.token.line !== other.candidate.token.line &&
      columnsOf(one.candidate.token).some((column) => rowOf(column, one) && rowOf(column, other))
    );
  };
  /**
   * Whether the line items above the amount in its column add up to `value` (one item's amount
   * printed again under it counts: a total's digits read twice), `rows` of them at least.
   */
  const sumsItsColumn = (value: number, amount: Scored, rows = 1) =>
    columnsOf(amount.candidate.token).some((column) => {
      const sum = sumAbove(column, amount.candidate.token, rows);
      return sum !== null && Math.abs(sum - value) <= 0.011;
    });
  /**
   * Whether the total of an items table's tax column is the sum of the items' taxes above it
   * ("Total | 27 | ₹3837.37 | ₹25098.72" under "Tax Amt"), and `value` is that total.
   */
  const columnAddsUpTo = (value: number, tax: Scored) =>
    tax.candidate.taxColumnTotal &&
    value === tax.candidate.token.value &&
    sumsItsColumn(value, tax);

  /** Whether `value` is read elsewhere on the page with its rupee sign ("Total | ₹11924.88"). */
  const printedWithRupee = (value: number) =>
    scored.some(({ candidate: { token } }) => {
      if (Math.abs(token.value - value) > 0.005) return false;
      return token.cell.text.slice(Math.max(0, token.start - 2), token.end).includes('₹');
    });
  // A scan's rupee sign read as a 7, a 2 or a 3 before a column's total ("716083.60" for
  // "₹16083.60"): the reading without it, where the items above add up to the rest, or where the
  // rest is read elsewhere with its sign ("Total Amount 711924.88" under the items' "₹11924.88").
  // (Not a 1 or any digit, nor off a rupee page: a real leading 1 dropped may equal an item.) Read
  // as two digits ("531954.30" for "₹1954.30"), where two items or more add up to the rest to the
  // cent.
  const rupees = rupeePage(lines);
  if (rupees) {
    // (The rest read with its sign elsewhere: the misreading is no candidate in any role.)
    for (const pool of [nets, taxes, totals])
      pool.forEach((each, index) => {
        const one = signDropped(each.candidate.token);
        if (one !== undefined && printedWithRupee(one))
          pool[index] = reread(each, one, each.candidate.token.start + 1);
      });
    // A net and the tax lines under it all read so ("736921", "72218.20" twice): the net
    // without its sign, where it and the lines without theirs add up to a total to the cent.
    nets.push(
      ...nets.flatMap((net) => {
        const one = net.reread ? undefined : signDropped(net.candidate.token);
        if (one === undefined) return [];
        const again = reread(net, one, net.candidate.token.start + 1);
        const adds = totals.some((total) => {
          const target = sumMoney([total.candidate.token.value, -one]);
          return taxLinesBetween(own, again, total, target)?.value === target;
        });
        return adds ? [again] : [];
      }),
    );
    for (const pool of [taxes, totals])
      pool.push(
        ...pool.flatMap((each) => {
          const { token } = each.candidate;
          if (each.reread || token.line.source !== 'ocr') return [];
          const one = signDropped(token);
          if (one !== undefined && sumsItsColumn(one, each))
            return [reread(each, one, token.start + 1)];
          const printed = token.cell.text.slice(token.start, token.end);
          const rest = /^\d{2}(\d{3,})[.,](\d{2})$/.exec(printed);
          const two = rest ? Number(`${rest[1]}.${rest[2]}`) : undefined;
          return two !== undefined && sumsItsColumn(two, each, 2)
            ? [reread(each, two, token.start + 2)]
            : [];
        }),
      );
  }

  totals.push(...symbolMisreadTotals(totals, nets, taxes, own));
  const misread = (['net', 'tax', 'total'] as const).map((role) =>
    misreadAmounts(role, nets, taxes, totals),
  );
  nets.push(...misread[0]!);
  taxes.push(...misread[1]!);
  totals.push(...misread[2]!);
  const runningBalances = carriedSums(scored, totals);
  const balancesLeft = paidBalances(scored, totals);
  const beforeAdjustment = adjustedSums(scored, totals);
  // An item's amount in a column whose sum is printed under it as a total ("42314.8" and
  // "686.73" over "TOTAL AMOUNT ₹43001.53"): one item's, not the invoice's.
  const summedItems = new Set(
    totals.filter(({ candidate: { token } }) =>
      totals.some(({ candidate: { token: sum } }) => {
        if (sum.line.page !== token.line.page || !(sum.line.y < token.line.y)) return false;
        if (!(sum.value > token.value)) return false;
        // (The sum's own column holds the item: its items above add up to the sum.)
        return columnsOf(sum).some((column) => {
          const above = sumAbove(column, sum);
          return (
            inColumn(column, token.cell) && above !== null && Math.abs(above - sum.value) <= 0.011
          );
        });
      }),
    ),
  );

  let best: {
    score: number;
    total: Scored;
    net: Scored | null;
    tax: Scored | null;
    taxValue: number | null;
    agreeing: boolean;
    /** Net, tax and a printed rounding add up to the total (which `agreeing` does not say). */
    roundedTotal: boolean;
    /** The tax is the sum of the items' tax column above it, to the cent. */
    taxSummed: boolean;
  } | null = null;
  for (const total of totals) {
    const T = total.candidate.token.value;
    // (The total's value printed again is a net too, where a tax of zero is named: netIsTotal.)
    const totalAsNet = nets.some((each) => each.candidate.token.value === T)
      ? []
      : own
          .filter((each) => each !== total && each.candidate.token.value === T)
          .sort((a, b) => b.p.net - a.p.net)
          .slice(0, 1);
    for (const net of [null, ...nets, ...totalAsNet]) {
      if (net === total) continue;
      const N = net?.candidate.token.value ?? null;
      // (A no VAT payer's net above the total only by a printed rounding down: "Základ daně
      // 68823,04" over "Zaokrouhlení -0,04" and "K úhradě 68823,00". Elsewhere the amount before
      // a rounding may be a total that holds a tax.)
      // (Nor where a discount printed between them takes the net down: "Subtotal $368.58 ·
      // Discount -$36.86 · Sales tax $27.37 · Total $359.09".)
      if (
        N !== null &&
        Math.abs(N) > Math.abs(T) + 0.005 &&
        !(net && netRoundedToTotal(net, total)) &&
        !(net && discountBetween(own, net, total))
      )
        continue;
      if (N !== null && T !== 0 && Math.sign(N) !== Math.sign(T) && N !== 0) continue;
      const taxOptions: { tax: Scored | null; value: number | null; score: number }[] = [
        { tax: null, value: null, score: noTax },
        ...taxes.map((tax) => ({
          tax,
          value: tax.candidate.token.value,
          score: Math.log(tax.p.tax),
        })),
      ];
      const between = net
        ? taxLinesBetween(
            own,
            net,
            total,
            rupees ? sumMoney([T, -net.candidate.token.value]) : undefined,
          )
        : null;
      if (between) taxOptions.push(between);
      if (taxSum !== null)
        taxOptions.push({
          tax: taxLines[taxLines.length - 1]!,
          value: taxSum,
          score: taxLines.reduce((sum, each) => sum + Math.log(each.p.tax), 0) / taxLines.length,
        });
      for (const option of taxOptions) {
        if (option.tax && (option.tax === total || option.tax === net)) continue;
        // (A discount's line is never the tax.)
        if (option.tax && DISCOUNT.test(option.tax.candidate.rowLabel)) continue;
        const X = option.value;
        if (X !== null && Math.abs(X) >= Math.abs(T) && T !== 0) continue;
        // No tax rate reaches half the net (the highest VAT rates are under 30%).
        if (X !== null && N !== null && X !== 0 && Math.abs(X) > Math.abs(N) * MAX_TAX_SHARE)
          continue;
        // Nor are the net and the tax two items of one column of the items (two items' totals
        // that add up to the invoice's, as two items always do).
        if (net && option.tax && sameItemColumn(net, option.tax)) continue;
        // A tax of zero named so ("VAT 0% (reverse charge) $0.00"), where the page prints no other:
        // the net is the total, and its printing under the total's label is the net's as well
        // (an item's amount is no likelier a net for being the second largest).
        const named = option.tax?.candidate.features;
        const netIsTotal =
          X === 0 && N === T && !printedNonZeroTax && Boolean(named?.taxLabel || named?.headerTax);
        const netP = net ? (netIsTotal ? Math.max(net.p.net, total.p.total) : net.p.net) : null;
        let score =
          Math.log(total.p.total) + (netP !== null ? Math.log(netP) : noNet) + option.score;
        if (noVatCharged && X !== null && X !== 0) score -= NOT_A_VAT_PAYER_PENALTY;
        if (runningBalances.has(total)) score -= CARRIED_PENALTY;
        if (summedItems.has(total)) score -= CARRIED_PENALTY;
        if (balancesLeft.has(total)) score -= CARRIED_PENALTY;
        if (beforeAdjustment.has(total)) score -= CARRIED_PENALTY;
        let agreeing = false;
        let roundedTotal = false;
        let taxSummed = false;
        if (N !== null && X !== null) {
          const off = Math.abs(sumMoney([N, X, -T]));
          if (off <= 0.011 && X === 0 && printedNonZeroTax) {
            // Equal net and total with a zero tax, where the page prints a tax that is not zero:
            // they do not show that the amounts add up.
            score -= CHARGE_PENALTY;
          } else if (off <= 0.011 || rounded(sumMoney([T, -N, -X]), T)) {
            // (Less where a rounding makes up the difference: a total printed before the
            // rounding adds up exactly and is the invoice's.)
            // A zero adds nothing: with a net equal to the total, any zero on the page would
            // "add up" ("Amount Due: $0.00" on a paid invoice), and vouches for neither. It is
            // the tax only as a tax's line or column names it, which its own score says.
            const trivial = X === 0 && !(named?.taxLabel || named?.headerTax);
            agreeing = off <= 0.011 && !trivial;
            roundedTotal = off > 0.011;
            if (!trivial) score += agreeing ? AGREE_BONUS : ROUNDED_BONUS;
          } else if (net && chargeBetween(own, off, { net, tax: option.tax, total })) {
            // A shipping fee or a discount printed on its own line between the net and the
            // total, whatever its size: net, tax and it add up to the total as exactly.
            score += AGREE_BONUS - CHARGE_PENALTY;
          } else if (off <= Math.abs(T) * 0.15) {
            // A shipping fee, a discount or a rounding line between the tax and the total.
            score -= CHARGE_PENALTY;
          } else continue;
          const knownRate = vatRateOf(X, N);
          if (N !== 0 && !knownRate) score -= 1.5;
          else if ((agreeing || roundedTotal) && X !== 0) score += KNOWN_RATE_BONUS;
        } else if (N !== null && X === null) {
          // Net and total alone: equal (no tax), else the difference is the tax not printed.
          // Equal, they add up only where the page prints no tax and no rate above zero on a
          // tax line ("inklusive 19 % Versicherungsteuer" says the total holds a tax).
          if (Math.abs(N - T) <= 0.011) {
            // (Nor beside a tax's line or an item's rate above zero, however unsure their
            // reading: a scan's "Total Tax 4552 €" for 45,52 €, items taxed "10%".)
            agreeing =
              !printedTax &&
              rates.length === 0 &&
              !taxLineRead &&
              !itemRates.some((rate) => rate > 0);
            // A tax that is not zero is printed ("incl. 9% btw €141,03" under a receipt's
            // total): a net equal to the total leaves it out, as a triple without it does below.
            if (printedNonZeroTax) score -= TAX_LEFT_OUT_PENALTY;
          } else if (rounded(sumMoney([T, -N]), T)) {
            // A printed rounding makes up the total from a net its label names, for a seller who
            // charges no VAT: it relates the two as an exact sum would.
            if (netRoundedToTotal(net!, total)) {
              roundedTotal = true;
              score += ROUNDED_BONUS;
            }
          } else if (!printedTax && atPrintedRate(T - N, N)) {
            // The tax is printed only as its rate, and the difference is that rate of the net.
            score += AGREE_BONUS;
            agreeing = true;
          } else if (
            !printedTax &&
            unreadTaxBetween(net!, total) &&
            exactRateOf(sumMoney([T, -N]), N, knownRates) &&
            !readAnywhere(sumMoney([T, -N]))
          ) {
            // A tax line whose amount was not read (a scan's "Sales Tax 3m") between a net its
            // label names and the total, and the difference a known rate of the net to the cent:
            // no coincidence, as a printed rate would say. (Where the difference is read
            // somewhere, that amount is the tax, its label or not, or a deposit paid: a 20 %
            // deposit leaves a balance the total is 25 % more than. Without the tax line, an item
            // 2 to 28 % below the total is as often its main part.)
            score += AGREE_BONUS;
            agreeing = true;
          } else {
            if (N !== 0 && !vatRateOf(T - N, N)) score -= 2;
            // The page prints a tax, so a triple without it is missing something.
            if (printedTax) score -= TAX_LEFT_OUT_PENALTY;
          }
        } else if (N === null && X !== null && T - X !== 0) {
          if (
            !printedNet &&
            option.tax &&
            X !== 0 &&
            vatRateOf(X, T - X) &&
            itemsAddUpTo(T - X, total, option.tax)
          ) {
            // No net printed, but the items' amounts above the tax and the total add up to the
            // total less the tax: they vouch for both as a printed net would.
            score += AGREE_BONUS;
            agreeing = true;
          } else if (
            !netPrintedApart(T) &&
            option.tax &&
            X > 0 &&
            X < (T - X) * MAX_TAX_SHARE &&
            columnAddsUpTo(X, option.tax)
          ) {
            // No net printed (but the total, which a "Total Amount" may look like), but the tax is
            // the sum of the items' tax column it stands under: the column vouches for it as a
            // printed net would, whatever rate the items' mix of rates makes (a scan's rates are
            // often unreadable: "(1" over "8)%"). It checks the tax, not the total, unless the
            // items' totals add up to it too.
            score += AGREE_BONUS;
            agreeing = sumsItsColumn(T, total);
            // (A total its items' totals add up to is checked too: "₹19080.90" over "719080.90",
            // its rupee sign read as a 7.)
            if (agreeing) score += ITEMS_ADD_UP_BONUS;
            taxSummed = true;
          } else if (!vatRateOf(X, T - X)) score -= 1.5;
          else if (X !== 0 && Math.sign(X) === Math.sign(T) && !printedNet)
            score += TAX_OF_TOTAL_BONUS;
        }
        if (!best || score > best.score)
          best = {
            score,
            total,
            net,
            tax: option.tax,
            taxValue: X,
            agreeing,
            roundedTotal,
            taxSummed,
          };
      }
    }
  }
  // A scan's total OCR could not read ("Rechnungsbetrag: | al ec €"), under a net and a tax that
  // their labels name and that agree with a VAT rate: the total is their sum, said to be so.
  if (!best?.agreeing) {
    const summed = sumOfUnreadTotal(lines, own, vatRateOf);
    if (summed) return summed;
  }
  if (!best) return { net: null, tax: null, total: null, agreeing: false, unprintedTax: null };
  if (best.agreeing && best.net && best.tax && best.taxValue === best.tax.candidate.token.value) {
    // (The row's own gross, where the total was read off another line of the same value: an
    // item's amount equal to one rate's gross.)
    const row = [best.net, best.tax, rowGross(scored, best.net, best.tax) ?? best.total] as const;
    const sums = totalsRow(lines, scored, row) ?? sumsApart(lines, scored, row);
    if (sums) {
      const [net, tax, total] = sums;
      best = { ...best, net, tax, total, taxValue: tax.candidate.token.value };
    }
  }
  // (A printed rounding that makes up the total vouches for the amounts as an exact sum does.)
  // (A tax its items add up to is vouched for so, whether or not the total is.)
  const sure = (p: number, summed = false) =>
    best.agreeing || best.roundedTotal || summed ? 1 - (1 - p) * 0.5 : p * 0.9;
  // Net, tax and total read and adding up to the cent: each vouches for the others' characters.
  // Not with a zero tax: net and total are then one number read twice, which checks none of them.
  const checked =
    best.agreeing && best.net !== null && best.tax !== null && (best.taxValue ?? 0) !== 0;
  const place = (chosen: Scored, certainty: number, value?: number, summed = false) => ({
    ...located(surestTwin(chosen, scored), certainty, value),
    ...(checked || summed ? { checked: true } : {}),
  });
  const total = place(best.total, sure(best.total.p.total));
  const net = best.net ? place(best.net, sure(best.net.p.net)) : null;
  const tax =
    best.tax && best.taxValue !== null
      ? // (A tax its column's items add up to is checked by them as a net and a total check it.)
        place(
          best.tax,
          sure(best.tax.p.tax, best.taxSummed),
          best.taxValue,
          best.taxSummed && !best.tax.reread,
        )
      : null;
  /**
   * Net = total − tax: no place of its own, shown at the total. It is as sure as the less sure of
   * the two it follows from (on the tuned invoices and the generated ones, 25 of the 27 nets
   * derived and shown at 0.32-0.52 were right), but never shown as sure: nothing on the page
   * states it.
   */
  const netOf = (total: Located<number>, tax: Located<number>): Located<number> => ({
    ...total,
    value: sumMoney([total.value, -tax.value]),
    certainty: Math.min(total.certainty, tax.certainty, DERIVED_MAX),
    derivedFrom: [total, tax],
  });
  // One missing value follows from the other two.
  if (!net && tax)
    return { total, tax, net: netOf(total, tax), agreeing: true, unprintedTax: null };
  // A charge or a discount printed between the tax and the total ("Delivery fee £100"): the
  // invoice's net is what the total holds besides the tax, since the saved total is the net plus
  // the tax. Only where the difference is printed: else the page's own sums disagree, and the
  // reviewer is shown that (TOTALS_MISMATCH) rather than a net made up to hide it.
  // (Not a rounding: the net and the tax are then as printed.)
  if (net && tax && !best.roundedTotal && chargePrinted(scored, total, net, tax))
    return { total, tax, net: netOf(total, tax), agreeing: false, unprintedTax: null };
  // Net and total equal, no tax printed, and the page says the tax is zero (a 0 % rate, an
  // exemption or a reverse charge): the tax is 0, read off that line.
  const difference = sumMoney([total.value, -(net?.value ?? 0)]);
  const equal = Math.abs(difference) <= 0.011;
  if (net && !tax && (equal || rounded(difference, total.value)) && !printedNonZeroTax) {
    const note = zeroTaxNote(lines);
    if (note)
      return {
        total,
        net,
        tax: { ...note, certainty: Math.min(total.certainty, net.certainty) * 0.8 },
        // (Not where a rounding line makes up the total: net + tax is not the total.)
        agreeing: equal,
        unprintedTax: null,
      };
  }
  // Net and total with no tax printed: the difference, when it is a VAT rate of the net, is the
  // tax the reviewer is asked about (the field stays empty: a field not printed is null).
  let unprintedTax: number | null = null;
  if (net && !tax && !printedTax && net.value !== 0 && Math.abs(total.value - net.value) > 0.011) {
    const difference = sumMoney([total.value, -net.value]);
    if (
      Math.sign(difference) === Math.sign(total.value) &&
      (isKnownVatRate((difference / net.value) * 100, rateTolerance(net.value), knownRates) ||
        atPrintedRate(difference, net.value))
    )
      unprintedTax = difference;
  }
  return { total, net, tax, agreeing: best.agreeing, unprintedTax };
}

/** Below this probability of its role, an amount is not read as a net or a tax by its label. */
const LABELLED = 0.3;

/**
 * A scan's line that names the invoice's total ("Rechnungsbetrag:", "Grand Total") and prints
 * something after its label that OCR read as no amount ("al ec €"): the total is printed there,
 * unread. Its index among the lines.
 */
function unreadTotalLine(lines: readonly TextLine[], scored: readonly Scored[]): number {
  const withAmounts = new Set(scored.map((each) => each.candidate.lineIndex));
  return lines.findIndex((line, index) => {
    if (line.source !== 'ocr' || withAmounts.has(index)) return false;
    const label = line.cells.findIndex(
      (cell) => TOTAL_STRONG.test(cell.text) && !NOT_THE_TOTAL.test(cell.text),
    );
    return (
      label >= 0 && line.cells.slice(label + 1).some((cell) => /[\p{L}\p{Sc}\d]/u.test(cell.text))
    );
  });
}

/**
 * Net, tax and the total they add up to, where a scan's total is unread (unreadTotalLine) and a net
 * and a tax above it are read with their labels, the tax at a VAT rate of the net, and no amount
 * of the page is their sum (a total printed and read would have been chosen with them). The
 * total is derived (no place of its own, DERIVED_MAX at most) and each of the two is as sure as
 * its reading.
 */
function sumOfUnreadTotal(
  lines: readonly TextLine[],
  scored: readonly Scored[],
  vatRateOf: (tax: number, net: number) => boolean,
): ChosenAmounts | null {
  const unread = unreadTotalLine(lines, scored);
  if (unread < 0) return null;
  const above = scored.filter((each) => each.candidate.lineIndex < unread);
  const nets = above.filter(
    (each) => each.p.net > LABELLED && (each.candidate.features.netLabel ?? 0) > 0,
  );
  const taxes = above.filter(
    (each) => each.p.tax > LABELLED && (each.candidate.features.taxLabel ?? 0) > 0,
  );
  let best: { net: Scored; tax: Scored; p: number } | null = null;
  for (const net of nets)
    for (const tax of taxes) {
      const N = net.candidate.token.value;
      const X = tax.candidate.token.value;
      if (net === tax || N <= 0 || X <= 0 || X >= N * MAX_TAX_SHARE || !vatRateOf(X, N)) continue;
      if (net.candidate.lineIndex > tax.candidate.lineIndex) continue;
      const sum = sumMoney([N, X]);
      if (scored.some((each) => Math.abs(each.candidate.token.value - sum) <= 0.011)) continue;
      const p = net.p.net * tax.p.tax;
      if (!best || p > best.p) best = { net, tax, p };
    }
  if (!best) return null;
  const net = located(best.net, best.net.p.net * 0.9);
  const tax = located(best.tax, best.tax.p.tax * 0.9);
  const total: Located<number> = {
    ...net,
    value: sumMoney([net.value, tax.value]),
    certainty: Math.min(net.certainty, tax.certainty, DERIVED_MAX),
    derivedFrom: [net, tax],
  };
  return { net, tax, total, agreeing: true, unprintedTax: null };
}

/** A column of the line items' amounts: where its cells stand and each row's amount, top down. */
interface ItemColumn {
  /** The leftmost and rightmost of its cells' right edges. */
  rights: { low: number; high: number };
  /** The leftmost and rightmost of its cells' centres, and of their left edges. */
  centres: { low: number; high: number };
  lefts: { low: number; high: number };
  /** The edge its cells line up by: their right edges, else (merged so) their left edges or centres. */
  by: 'rights' | 'lefts' | 'centres';
  rows: { line: TextLine; value: number }[];
}

const centreOf = (cell: TextCell) => (cell.x + cell.right) / 2;

/**
 * Whether a cell lines up with a column's by the edge its cells line up by: its right edge within
 * 6 points of the column's cells' edges (a scan's edges stray), or its left edge or its centre
 * within 3 points of theirs (a column set to the left, "£5,698.32" over "£287.70", or centred,
 * "810" over "1144.30").
 */
const inColumn = (column: ItemColumn, cell: TextCell) => {
  const [range, at, reach] =
    column.by === 'rights'
      ? [column.rights, cell.right, 6]
      : column.by === 'lefts'
        ? [column.lefts, cell.x, 3]
        : [column.centres, centreOf(cell), 3];
  return at >= range.low - reach && at <= range.high + reach;
};

/** The edge two columns' cells line up by within 3 points: their left edges or their centres. */
const alignedApart = (one: ItemColumn, other: ItemColumn) =>
  (['lefts', 'centres'] as const).find(
    (edge) =>
      Math.max(one[edge].high, other[edge].high) - Math.min(one[edge].low, other[edge].low) <= 3,
  );

type Range = { low: number; high: number };

const widened = (range: Range, value: number): Range => ({
  low: Math.min(range.low, value),
  high: Math.max(range.high, value),
});

/** The range two ranges span together. */
const spanning = (one: Range, other: Range): Range => widened(widened(one, other.low), other.high);

/**
 * The columns of the line items' amounts, per page: amounts on the rows of line items (three
 * amounts or more on the line), a column being the amounts whose right edges line up (each within
 * 6 points of the others' range: a scan's edges stray), one amount per row, and some in cents.
 */
function itemColumns(scored: readonly Scored[]): Map<number, ItemColumn[]> {
  // Of a cell's amounts, only its last ends at the cell's right edge, the last in cents where it
  // has any ("782.5 563.40 (12)%"), else its last whole number ("37175 20818 (28)%").
  const lastInCell = new Map<TextCell, AmountToken>();
  for (const { candidate } of scored) {
    const { token } = candidate;
    const last = lastInCell.get(token.cell);
    if (
      !last ||
      (token.decimals && !last.decimals) ||
      (token.decimals === last.decimals && token.start > last.start)
    )
      lastInCell.set(token.cell, token);
  }
  const counted = (token: AmountToken) => lastInCell.get(token.cell) === token;
  const columns = new Map<number, (ItemColumn & { cents: boolean })[]>();
  for (const { candidate } of scored) {
    const { token, features } = candidate;
    if (!features.lineItemRow || !counted(token)) continue;
    const onPage = columns.get(token.line.page) ?? [];
    columns.set(token.line.page, onPage);
    const { right } = token.cell;
    const centre = centreOf(token.cell);
    // (By right edges first: a cell that took in the cell before it, "37175 20818 (28)%", still
    // ends where its column does, and its left edge is another column's.)
    const column = onPage.find((each) => inColumn(each, token.cell));
    if (!column)
      onPage.push({
        rights: { low: right, high: right },
        centres: { low: centre, high: centre },
        lefts: { low: token.cell.x, high: token.cell.x },
        by: 'rights',
        rows: [{ line: token.line, value: token.value }],
        cents: token.decimals,
      });
    // (A row's repeated value is read once.)
    else if (!column.rows.some((row) => row.line === token.line)) {
      column.rows.push({ line: token.line, value: token.value });
      column.rights = widened(column.rights, right);
      column.centres = widened(column.centres, centre);
      column.lefts = widened(column.lefts, token.cell.x);
      column.cents ||= token.decimals;
    }
  }
  // A column set to the left or centred ("£5,698.32" over "£287.70", "810" over "1144.30"):
  // the groups of its right edges, on lines of their own, line up by their left edges or centres.
  for (const onPage of columns.values())
    for (let one = 0; one < onPage.length; one++)
      for (let other = one + 1; other < onPage.length; other++) {
        const [a, b] = [onPage[one]!, onPage[other]!];
        if (a.rows.some((row) => b.rows.some((each) => each.line === row.line))) continue;
        const by = alignedApart(a, b);
        if (!by) continue;
        onPage[one] = {
          by,
          rows: [...a.rows, ...b.rows],
          rights: spanning(a.rights, b.rights),
          centres: spanning(a.centres, b.centres),
          lefts: spanning(a.lefts, b.lefts),
          cents: a.cents || b.cents,
        };
        onPage.splice(other, 1);
        other = one;
      }
  // A column of money holds amounts in cents ("603" among "1644.84" and "585.32"); one of whole
  // numbers alone is quantities, codes or prices in whole units.
  return new Map(
    [...columns].map(([page, onPage]) => [page, onPage.filter((column) => column.cents)]),
  );
}

/**
 * The sums of the line items' columns, per page. `bottom` is the lowest row's baseline: a column
 * of items adds up to a total printed under it.
 */
function itemColumnSums(
  columns: ReadonlyMap<number, ItemColumn[]>,
): Map<number, { sum: number; bottom: number }[]> {
  const sums = new Map<number, { sum: number; bottom: number }[]>();
  for (const [page, onPage] of columns)
    sums.set(
      page,
      // A column of one item is no sum: it is the item's price as often as its amount.
      onPage
        .filter(({ rows }) => rows.length >= 2)
        .map(({ rows }) => ({
          sum: sumMoney(rows.map((row) => row.value)),
          bottom: Math.min(...rows.map((row) => row.line.y)),
        })),
    );
  return sums;
}

/** A rate beside a short word, as a scan garbles a tax's name: "VA10%", "OST 9.975%". */
const GARBLED_TAX_LINE = /^[\p{L}.]{1,4}\s?\d{1,2}(?:[.,]\d{1,3})?\s?%$/u;
/** A charge or a discount beside the taxes, which a rate may follow ("Service Charge 10%"). */
const CHARGE =
  /service|charge|fee|levy|tip|gratuity|shipping|freight|delivery|postage|handling|discount|rebate|surcharge|bedienung|trinkgeld|versand|porto|rabatt|skonto|frais|remise|port\b|propina|env[íi]o|descuento|servizio|sconto|trasporto|spedizione|verzend|korting|bezorg/i;

/** A rounding line's amount ("Round Off -0.47"): half a unit at most. */
const isRounding = (each: Scored) =>
  ROUNDING.test(each.candidate.rowLabel) && Math.abs(each.candidate.token.value) <= 0.5;

/**
 * The tax lines of a summary between its net and its total, whatever a scan made of their labels
 * ("VA10%" for "IVA 10 %", "OST 9.975%" for "QST 9.975%"): two lines or more, each with one amount
 * in the total's column or the net's, none negative, each with a tax's name or a rate beside a
 * word of four letters at most, and no charge's, net's or total's label (a rounding line among
 * them is passed over). Their sum is a tax option; it counts only where net + it = total, as any
 * other does. `target` (on a rupee page, total − net): the sum linesSum makes of them.
 */
function taxLinesBetween(
  scored: readonly Scored[],
  net: Scored,
  total: Scored,
  target?: number,
): { tax: Scored; value: number; score: number } | null {
  const top = net.candidate.token;
  const bottom = total.candidate.token;
  if (top.line.page !== bottom.line.page || !(top.line.y > bottom.line.y)) return null;
  const byLine = new Map<TextLine, Scored[]>();
  for (const each of scored) {
    const { token } = each.candidate;
    if (token.line.page !== bottom.line.page) continue;
    if (!(token.line.y < top.line.y && token.line.y > bottom.line.y)) continue;
    // (In the column of the total's amount or of the net's: a total may be set apart, centred
    // under the sums as a receipt prints it.)
    const aligned = (end: AmountToken) => Math.abs(token.cell.right - end.cell.right) <= 15;
    if (!aligned(bottom) && !aligned(top)) continue;
    byLine.set(token.line, [...(byLine.get(token.line) ?? []), each]);
  }
  const taxes: Scored[] = [];
  for (const [line, onLine] of byLine) {
    const [only] = onLine;
    // (A rounding line among them is no tax: the joint choice weighs it apart.)
    if (onLine.length === 1 && only && isRounding(only)) continue;
    if (onLine.length !== 1 || !only || only.candidate.token.value < 0) return null;
    const label = only.candidate.rowLabel || line.text;
    if (!(TAX_LABEL.test(label) || GARBLED_TAX_LINE.test(label.trim()))) return null;
    if (CHARGE.test(label) || NET_LABEL.test(label) || TOTAL_STRONG.test(label)) return null;
    if (TOTAL_WEAK.test(label)) return null;
    taxes.push(only);
  }
  if (taxes.length < 2) return null;
  taxes.sort((left, right) => right.candidate.token.line.y - left.candidate.token.line.y);
  return {
    tax: taxes[taxes.length - 1]!,
    value: linesSum(taxes, target),
    score: taxes.reduce((sum, each) => sum + Math.log(each.p.tax), 0) / taxes.length,
  };
}

/**
 * The sum of tax lines; on a rupee page (`target` given), `target` where the lines add up to it
 * with the rupee signs a scan read as digits dropped from some of them ("72218.20" twice for
 * "₹2218.20").
 */
function linesSum(taxes: readonly Scored[], target?: number): number {
  const sum = sumMoney(taxes.map((each) => each.candidate.token.value));
  if (target === undefined || Math.abs(sum - target) <= 0.005) return sum;
  const readings = taxes.map(({ candidate: { token } }) => {
    const without = signDropped(token);
    return without === undefined ? [token.value] : [token.value, without];
  });
  // Every line as read or without its sign: 2 ^ lines sums, a few lines at most.
  let sums = [0];
  for (const values of readings)
    sums = sums.flatMap((partial) => values.map((value) => sumMoney([partial, value])));
  return sums.some((each) => Math.abs(each - target) <= 0.005) ? target : sum;
}

/** Whether an amount printed on a line of its own is what the total holds besides net and tax. */
function chargePrinted(
  scored: readonly Scored[],
  total: Located<number>,
  net: Located<number>,
  tax: Located<number>,
): boolean {
  const charge = Math.abs(sumMoney([total.value, -net.value, -tax.value]));
  return (
    charge > 0.011 &&
    scored.some(
      (each) =>
        Math.abs(Math.abs(each.candidate.token.value) - charge) <= 0.011 &&
        each.candidate.token.line !== total.line &&
        each.candidate.token.line !== net.line,
    )
  );
}

/**
 * A column header of rates: "Tax", "VAT %", "MwSt.", "TVA", "Tipo IVA", "USt-Satz", "Aliquota"; a
 * few words around the tax's name, as a VAT table's first header may be read glued to the next
 * ("Tipo IVA Base imponible").
 */
const TAX_COLUMN =
  /^(?:[\p{L}.-]+\s+){0,2}(?:tax|vat|[cisu]?gst|utgst|mwst\.?|ust\.?|tva|iva|btw|moms|dph)(?:[\s-]*(?:%|rate|satz|sats|taux|tarief))?(?:\s+[\p{L}.-]+){0,2}\s*$|^(?:aliquota|momssats|steuersatz|(?:ust|mwst)-satz|btw-tarief)\b/iu;

/**
 * A rate in a Tax column's cell: "18%", "18 %", or bracketed as some print it under the tax's
 * amount, "(18)%" or "(18%)" (not half a bracket: "8)%" is what a scan left of "(18)%"); after
 * the amounts the cell also holds ("563.40 (12)%", a scan's "782.5| 563.40 (12)%"); after the
 * rate's code on a till roll ("A 19,00%").
 */
const TAX_COLUMN_RATE =
  /^(?:[A-Z]\d?\s+)?(?:[\d.,]+[\s|]+)*(?:\((\d{1,2}(?:[.,]\d{1,3})?)\)\s?%|\((\d{1,2}(?:[.,]\d{1,3})?)\s?%\)|(\d{1,2}(?:[.,]\d{1,3})?)\s?%)$/;

/** A rate column's header: "Rate", "%", "Satz", "Taux", "Tasa", "Aliquota", "Tarief". */
const RATE_HEADER = /^(?:rate|%|satz|taux|tasa|tipo|aliquota|tarief|sats|stawka)\s*%?$/i;
/** A rate with or without its "%" ("20.00", "5 %"), in a rate column. */
const BARE_RATE = /^(\d{1,2}(?:[.,]\d{1,3})?)\s?%?$/;

/** The rates printed in a Tax column of the item rows. */
export function taxColumnRates(lines: readonly TextLine[]): number[] {
  const rates = new Set<number>();
  lines.forEach((line, index) => {
    for (const header of line.cells) {
      // A VAT table's "Rate" column beside its tax's ("Code | Rate | Net | VAT") prints its rates
      // with no "%": "20.00".
      const bareRates =
        RATE_HEADER.test(header.text.trim()) &&
        line.cells.some((other) => other !== header && TAX_LABEL.test(other.text));
      if (!bareRates && !TAX_COLUMN.test(header.text.trim())) continue;
      for (let next = index + 1; next < lines.length && next <= index + 40; next++) {
        const row = lines[next]!;
        if (row.page !== line.page) break;
        const cell = row.cells.find(
          (each) => each.x < header.right + 8 && each.right > header.x - 8,
        );
        const rate = cell ? (bareRates ? BARE_RATE : TAX_COLUMN_RATE).exec(cell.text.trim()) : null;
        const value = rate?.[1] ?? rate?.[2] ?? rate?.[3];
        if (value) rates.add(Number(value.replace(',', '.')));
      }
    }
  });
  return [...rates].filter((rate) => rate <= 30);
}

/** The VAT rates (percent) printed on tax lines ("MwSt. 19 %", "Sales Tax 3%"). */
export function findVatRates(lines: readonly TextLine[]): number[] {
  const rates = new Set<number>();
  for (const line of lines) {
    if (!TAX_LABEL.test(line.text)) continue;
    for (const match of line.text.matchAll(/(?<![\d.,])(\d{1,2}(?:[.,]\d{1,3})?)\s?%/g)) {
      const rate = Number((match[1] ?? '').replace(',', '.'));
      if (Number.isFinite(rate) && rate <= 30) rates.add(rate);
    }
  }
  return [...rates];
}

/**
 * A seller who charges no VAT at all: under a small business's threshold, not registered, not a
 * VAT payer. A tax that is not zero is then none of this invoice's.
 */
const NOT_A_VAT_PAYER =
  /kleinunternehmer|(?<!\d)19\s*(?:abs\.?\s*\d\s*)?ustg|keine\s*(?:umsatzsteuer|mehrwertsteuer|mwst\.?|ust\.?)\s*(?:berechnet|ausgewiesen|erhoben)|tva\s*non\s*applicable|293\s*b\s*du\s*cgi|franchigia\s*(?:da\s*)?iva|regime\s*forfettario|regime\s*de\s*isen[çc][ãa]o|ej\s*momsregistrerad|kleine\s*?ondernemersregeling|\bnot\s*(?:registered\s*for\s*vat|vat[\s-]*registered)|\bno\s*vat\s*(?:is\s*)?charged|nepl[áa]tce\s*dph|ne(?:jsem|jsme|n[íi])\s*pl[áa]tc(?:e|i|em)\s*dph|zwolnion[ya]\s*(?:podmiotowo\s*)?z\s*(?:podatku\s*)?vat|zwolnienie\s*(?:podmiotowe\s*)?z\s*vat/i;
/**
 * Notes that the invoice charges no VAT: an exemption (small business, flat-rate regime, export,
 * intra-community supply), a seller not registered for VAT, or a reverse charge, in the corpus's
 * languages.
 */
const ZERO_TAX_NOTE = new RegExp(
  String.raw`reverse[\s-]*charge|autoliquidation|steuerschuldnerschaft|steuerfrei|steuerbefrei|umsatzsteuerfrei|tax[\s-]*exempt|exempt\s*from\s*(?:vat|tax)|(?:vat|gst)[\s-]*exempt|zero[\s-]*rated|exon[ée]r|non\s*soggett|esente\s*(?:da\s*)?iva|exent[oa]\s*(?:de\s*)?(?:iva|impuesto)|inversi[óo]n\s*del\s*sujeto\s*pasivo|btw\s*verlegd|vrijgesteld\s*van\s*btw|intra[\s-]*community\s*supply|livraison\s*intracommunautaire|innergemeinschaftliche\s*lieferung|přenesen[áa]\s*da[ňn]ov[áa]|odwrotne\s*obci[ąa][żz]enie|\bno\s*sujet[oa]\s*a\s*iva|isent[oa]\s*(?:de\s*)?iva|momsfri|momsfritag|fritatt\s*(?:for\s*)?mva|vat\s*not\s*applicable|outside\s*the\s*scope\s*of\s*vat|nicht\s*(?:mehrwert|umsatz)steuerpflichtig|${NOT_A_VAT_PAYER.source}`,
  'i',
);
/**
 * A note that says such a regime does not apply ("Die Kleinunternehmerregelung nach § 19 UStG wird
 * nicht angewendet", "Reverse charge does not apply"), but not that VAT does not apply ("VAT does
 * not apply", "TVA non applicable", "BTW niet van toepassing", "nie dotyczy": how invoices say
 * they charge none).
 */
const NOT_APPLIED =
  /(?<!\b(?:vat|tax|tva|mwst|ust|umsatzsteuer|mehrwertsteuer|iva|btw|dph|gst|moms|mva|alv)\.?\s*)(?:\b(?:wird|werden)\s*nicht\s*(?:angewe?ndet|in\s*anspruch\s*genommen)|keine\s*anwendung|\b(?:does|do|shall|will)\s*not\s*apply|\bis\s*not\s*applied|ne\s*s['’]applique\s*pas)/i;

/**
 * The note of a regime without VAT in `text`, unless its own sentence says the regime does not
 * apply ("… steuerfreie Lieferung. Skonto wird nicht angewendet" is still the note).
 */
function noVatNote(text: string, pattern: RegExp): RegExpExecArray | null {
  const match = pattern.exec(text);
  if (!match) return null;
  const sentence = text.slice(match.index).split(/[.;!?]\s+(?=\p{Lu})/u)[0] ?? '';
  return NOT_APPLIED.test(sentence) ? null : match;
}
const ZERO_RATE = /(?<![\d.,])0(?:[.,]0+)?\s?%/;

/** Where the page says no VAT is charged: a tax line with a 0 % rate, or an exemption note. */
function zeroTaxNote(lines: readonly TextLine[]): Located<number> | null {
  return firstPlace(lines, 0, (cell, line) =>
    matchSpan(
      (TAX_LABEL.test(line.text) ? ZERO_RATE.exec(cell.text) : null) ??
        noVatNote(cell.text, ZERO_TAX_NOTE),
    ),
  );
}

/**
 * Two amounts of one row printed twice: under the same column header, with the same label of
 * their own, or only the header's (the row right under the headers is labelled by them).
 */
function sameRow(one: AmountCandidate, other: AmountCandidate): boolean {
  const own = (each: AmountCandidate) => (each.rowLabel === each.headerLabel ? '' : each.rowLabel);
  return one.headerLabel === other.headerLabel && own(one) === own(other);
}

/**
 * The same amount in the same column a few lines away (a row printed again), where OCR read it
 * surer than where it was chosen: the evidence stands there, since a value is shown as sure as
 * its least sure word ("1056, 05" OCR was unsure of, over "1056,05").
 */
function surestTwin(chosen: Scored, scored: readonly Scored[]): Scored {
  const { token, lineIndex } = chosen.candidate;
  let best = chosen;
  for (const other of scored) {
    const twin = other.candidate.token;
    if (twin.value !== token.value || Math.abs(other.candidate.lineIndex - lineIndex) > 3) continue;
    // Not a line item's amount over "Subtotal".
    if (!sameRow(other.candidate, chosen.candidate)) continue;
    if (Math.min(twin.cell.right, token.cell.right) <= Math.max(twin.cell.x, token.cell.x))
      continue;
    if (readingOf(twin) > readingOf(best.candidate.token)) best = other;
  }
  return best;
}

/**
 * One candidate per value and label: the best-scored for the role; of the same value under the
 * same label (an original and its copy), the first printed, so that the evidence points at the
 * first.
 */
function uniqueValues(sorted: Scored[], role: AmountRole): Scored[] {
  const seen = new Set<string>();
  const chosen: Scored[] = [];
  for (const each of sorted) {
    const value = each.candidate.token.value;
    // The same value under another label is another candidate ("Subtotal 40.00", "Total 40.00").
    const key = `${value}\u0000${each.candidate.rowLabel}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const twins = sorted.filter(
      (other) =>
        other.candidate.token.value === value &&
        other.candidate.rowLabel === each.candidate.rowLabel &&
        Math.abs(other.p[role] - each.p[role]) < 0.2,
    );
    chosen.push(
      twins.reduce((first, other) =>
        other.candidate.lineIndex < first.candidate.lineIndex ? other : first,
      ),
    );
  }
  return chosen;
}
