/**
 * Every amount printed on an invoice is a candidate for the net amount, the tax and the total.
 * Each carries features (the labels beside and above it, its format, where it stands, how it
 * compares with the other amounts) that a model trained on the corpus turns into a probability
 * per role (amount-model.ts); the roles are then chosen together under hard constraints
 * (choose-amounts.ts). What can never be an amount (a year, part of a date or an identifier, a
 * phone number, a postcode, a page number, a rate) is not a candidate at all.
 */
import { type TextCell, type TextLine, medianLineSize } from '../page-text.js';
import { isCurrencyWord } from './find-currency.js';
import { amountTokens, documentGroupsThousands, type AmountToken } from './find-amounts.js';
import {
  NET_LABEL,
  NOT_THE_TOTAL,
  TAX_EXCLUDED,
  TAX_INCLUDED,
  TAX_ID_LINE,
  TAX_LABEL,
  TOTAL_STRONG,
  TOTAL_WEAK,
  COLUMN_HEAD,
} from './labels.js';

export type AmountRole = 'total' | 'net' | 'tax';
export const AMOUNT_ROLES: readonly AmountRole[] = ['total', 'net', 'tax'];

export interface AmountCandidate {
  token: AmountToken;
  /** Index of the token's line in the document's lines. */
  lineIndex: number;
  /** The label text that applies to it: left of it on its line, else above it. */
  rowLabel: string;
  headerLabel: string;
  features: Record<string, number>;
  /**
   * On an items table's total row (its label a total's), under the table's tax column (its head a
   * tax's): where that column's total stands. Whether it adds up the items is choose-amounts'.
   */
  taxColumnTotal: boolean;
}

/** Lines that carry contact details, registration and bank data, or page numbers. */
export const NOT_AMOUNT_LINE =
  /\b(?:tel(?:efon|ephone)?|phone|fax|mobile?|handy|t[ée]l[ée]?phone|telf?|iban|bic|swift|blz|konto(?:nummer|-?nr)?|account\s*(?:no|number|#)|sort\s*code|routing|kvk|kbo|siret|siren|rcs|ape|naf|hrb|hra|amtsgericht|registergericht|handelsregister|p\.?\s?iva|partita\s*iva|codice\s*fiscale|c\.?f\.?|gstin|pan\b|cin\b|abn\b|acn\b|nip\b|regon|krs|i[cč]o?\b|di[cč](?![a-z\d])|org\.?\s*nr|vat\s*(?:reg|no|number|id)|ust-?id|uid|steuer-?nr|steuernummer|tax\s*id|ein\b|page|seite|p[áa]gina|pagina|blatt|strona)\b/i;
const PAGE_OF =
  /\b(?:page|seite|p[áa]gina|pagina|strona|blatt)\s*\d+\s*(?:\/|of|von|de|di|z)\s*\d+/i;
/** A date around a token: the token is one of its parts. */
const DATE_AROUND = /\d{1,4}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{2,4}/g;
const RATE_AFTER = /^\s?%/;
const CURRENCY_MARK =
  /[$€£¥₹]|\b(?:EUR|USD|GBP|CHF|CZK|PLN|SEK|NOK|DKK|JPY|INR|CAD|AUD|MYR|AED|THB|HUF|RON|BGN|ARS|CLP|PYG|DOP|MXN|BRL|ZAR|SGD|HKD|NZD|Kč|zł|kr)\b/i;
const POSTCODE_CITY = /^\s+\p{Lu}\p{Ll}{2,}/u;

/** Whether the token is something else than an amount, whatever its labels say. */
export function neverAnAmount(token: AmountToken): boolean {
  const { line, cell } = token;
  const text = cell.text;
  const raw = text.slice(token.start, token.end);
  const digits = raw.replace(/\D/g, '');
  // Part of a date printed in the cell.
  for (const match of text.matchAll(DATE_AROUND)) {
    const start = match.index ?? 0;
    if (token.start < start + match[0].length && token.end > start) return true;
  }
  // A rate: '%' after it, in its cell or at the start of the next one.
  if (RATE_AFTER.test(text.slice(token.end))) return true;
  const next = line.cells[line.cells.indexOf(cell) + 1];
  if (token.end === text.length && next && /^%/.test(next.text)) return true;
  // OCR's reading of an "@" before a rate ("CGST 0 2.5%" for "CGST @ 2.5%").
  if (line.source === 'ocr' && raw === '0' && OCR_AT_BEFORE_RATE.test(text.slice(token.end)))
    return true;
  // Identifiers: long runs of digits with no grouping (VAT numbers, IBAN parts, order numbers).
  // (A dash beside one is a separator, not a sign: "A/c No. 69969192910725 - IFSC …".)
  if (!token.decimals && /^\d{7,}$/.test(raw.replace(/^[-−]\s*|\s*[-−]$/g, '').trim())) return true;
  // A year standing alone (not money: no decimals, no currency next to it).
  if (!token.decimals && /^(?:19|20)\d{2}$/.test(digits) && !CURRENCY_MARK.test(text)) return true;
  // A postcode before a town name ("75001 Paris", "12345 Berlin").
  if (!token.decimals && /^\d{4,5}$/.test(digits) && POSTCODE_CITY.test(text.slice(token.end)))
    return true;
  // Contact details, registrations, bank data, page numbers.
  if (!token.decimals && (NOT_AMOUNT_LINE.test(line.text) || PAGE_OF.test(line.text))) return true;
  // A number glued to letters or an identifier separator ("INV-1115", "No. 1115").
  const before = text.slice(Math.max(0, token.start - 24), token.start);
  if (!token.decimals && IDENTIFIER_BEFORE.test(before)) return true;
  // A company's share capital, in its legal line ("SARL au capital de 120 000,00 €").
  if (SHARE_CAPITAL_BEFORE.test(text.slice(Math.max(0, token.start - 40), token.start)))
    return true;
  // What a till's customer handed over or got back ("KONTANT 1 010,00", "Change due: 26.23"):
  // the label before it in its cell, else the cell just left of it.
  const own = text.slice(0, token.start).trim();
  const left = line.cells[line.cells.indexOf(cell) - 1];
  const label = /\p{L}{2}/u.test(own) ? own : (left?.text.trim() ?? '');
  return CASH_OR_CHANGE.test(label);
}

/**
 * A till's payment labels: the cash handed over and the change given back, in the languages of
 * the labels ("Cash tendered", "Bar gegeben", "Rückgeld", "Monnaie rendue", "Växel", "Troco").
 */
const CASH_OR_CHANGE =
  /^(?:cash(?:\s+tendered)?|tendered|change(?:\s+due)?|bar\s+gegeben|gegeben|r[üu]ckgeld|zur[üu]ck|wechselgeld|esp[èe]ces|rendu|monnaie\s+rendue|efectivo|entregado|cambio|contant|wisselgeld|terug|contanti|contante|resto|kontant|v[äa]xel|numer[áa]rio|troco|vuelto|got[óo]wka|reszta|hotovost|vr[áa]ceno)\s*:?\s*(?:[$€£]|eur|chf|sek|kr)?$/iu;

/** A rate after a lone "0" OCR read for "@": " 2.5%", " 18 %". */
const OCR_AT_BEFORE_RATE = /^\s\d{1,2}(?:[.,]\d{1,2})?\s?%/;

/** Words that a company's share capital follows, in the legal line of the footer. */
const SHARE_CAPITAL_BEFORE =
  /(?:\bcapital(?:\s+social)?|\bstammkapital|\bgrundkapital|\bshare\s+capital|\bcapitale(?:\s+sociale)?|\bkapita[łl]\s+zak[łl]adowy|\bmaatschappelijk\s+kapitaal)(?:\s+(?:de|of|von|di|in|du|versé|i\.?\s?v\.?|d'un\s+montant\s+de))*\s*[:.]?\s*(?:[$€£¥]|EUR|GBP|USD|CHF|PLN)?\s*$/iu;

/**
 * Words that an identifier follows ("Invoice 1115", "Order no. 55", "Kunden-Nr. 1020"), and a
 * law's article or section ("article 262 I du Code général des impôts", "§ 19 UStG").
 */
const IDENTIFIER_BEFORE =
  /(?:\bno\.?|\bnr\.?|#|n°|\bnumber|\binvoice|\brechnung|\bfacture|\bfactura|\bfactuur|\bfattura|\bfaktura|\bfatura|\border|\bbestellung|\bcustomer|\bkunde|\bclient|\breference|\bref\.?|\bpo|\barticle|\bartikel|\bart[íi]culo|\bartigo|\bart\.|§|\bsection|\bparagraph(?:e)?)\s*[:.]?\s*$/i;

const has = (pattern: RegExp, text: string) => (text ? Number(pattern.test(text)) : 0);

/** The labels of a net, a tax or a total (a short one, "VAT", is no speck). */
const AMOUNT_LABELS = [TOTAL_STRONG, TOTAL_WEAK, NET_LABEL, TAX_LABEL];

/**
 * The label of the token's row: the text before it in its own cell, else the nearest cell left
 * of it that holds words and no amount ("Total | EUR | 12.00" is labelled "Total"; in a row of
 * several amounts, each has the row's label, and the column headers tell them apart).
 */
function rowLabelOf(line: TextLine, cell: TextCell, start: number): string {
  const own = cell.text
    .slice(0, start)
    .replace(/[\s:]+$/, '')
    .trim();
  if (/\p{L}{2}/u.test(own) && !currencyOnly(own)) return own.replace(/\s+/g, ' ');
  const left = line.cells.filter((each) => each.right <= cell.x + 0.5).reverse();
  // (On a scan, specks OCR read as a few letters between the label and its amount are passed
  // over: "VAT at 20% | a | EE | Je | £10.66".)
  const speck = (each: TextCell) =>
    line.source === 'ocr' &&
    each.text.trim().length <= 3 &&
    !/\d/.test(each.text) &&
    !AMOUNT_LABELS.some((label) => label.test(each.text));
  const labelled = left.some(
    (each) => !speck(each) && /\p{L}{2}/u.test(each.text) && !currencyOnly(each.text),
  );
  for (const each of left) {
    if (!/\p{L}{2}/u.test(each.text) || currencyOnly(each.text)) continue;
    if (labelled && speck(each)) continue;
    // (A cell with an amount of its own labels that amount, unless it is a tax's label with the
    // base it is reckoned on: "21% btw over € 6.833,14 | € 1.434,96".)
    if (
      amountTokens(line, each).some(
        (token) => !neverAnAmount(token) && !speckBefore(line, each, token),
      ) &&
      !TAX_ON_BASE.test(each.text)
    )
      continue;
    return each.text.replace(/\s+/g, ' ').trim();
  }
  return '';
}

/**
 * A scan's speck read as a digit before a label, a space apart: no amount of the label's own ("5
 * Insurance Premium Tax @ 12% on premium | £371.16.").
 */
function speckBefore(line: TextLine, cell: TextCell, token: AmountToken): boolean {
  const rest = cell.text.slice(token.end);
  return (
    line.source === 'ocr' &&
    token.start === 0 &&
    token.end === 1 &&
    /^\s\p{L}/u.test(rest) &&
    AMOUNT_LABELS.some((label) => label.test(rest))
  );
}

/** The word a tax's base follows ("21% btw over", "MwSt. 19 % auf", "moms 25 % på"). */
const BASE_WORD = String.raw`(?:over|on|of|sur|auf|von|[üu]ber|su|sobre|de|van|op|av|p[åa]|[öo]ver|\(osnovic[ae]:?)`;
/** A currency before or after that base. */
const BASE_CURRENCY = String.raw`(?:[€$£]|EUR|GBP|USD|CHF|SEK|NOK|DKK|kr)`;

/**
 * A tax's label that ends with the base it is reckoned on: "21% btw over € 6.833,14", "VAT 20%
 * on £1,250.00", "TVA 20 % sur 1 000,00 €", "MwSt. 19 % auf 100,00 EUR", "IVA 21% sobre 500,00"
 * (a scan's speck or dash after it aside: "21% btw over € 990,17 _").
 */
const TAX_ON_BASE = new RegExp(
  String.raw`^(?=.*(?:${TAX_LABEL.source})).*\s${BASE_WORD}\s*${BASE_CURRENCY}?\s*-?\d[\d.,'’ \u00a0]*(?:\s*${BASE_CURRENCY})?\)?[\s_|\-–—]*$`,
  'i',
);

/**
 * A label that ends with a rate and the word its base follows, the tax's name between them or not:
 * the amount after it is the base the tax is reckoned on, not the tax ("VAT 6 % of | 28 500,00",
 * "MwSt. 19 % auf | 100,00", "9% btw over € 250,09").
 */
const RATE_OF = new RegExp(
  String.raw`\d\s?%\s*(?:\p{L}+\.?\s+){0,2}${BASE_WORD}\s*:?\s*${BASE_CURRENCY}?$`,
  'iu',
);

/**
 * Whether the token is the base after such a label: in the label's cell, or in the next cell but
 * for a currency's ("BTW 21,00 % over | 319,03 | Eur | 67,00": 319,03 is the base, 67,00 the tax).
 */
function rateBase(line: TextLine, cell: TextCell, token: AmountToken): boolean {
  const own = cell.text.slice(0, token.start).trim();
  if (/\p{L}{2}/u.test(own) && !currencyOnly(own)) return RATE_OF.test(own);
  const before = line.cells
    .filter((each) => each.right <= cell.x + 0.5 && !currencyOnly(each.text))
    .at(-1);
  return before !== undefined && RATE_OF.test(before.text.trim());
}

/** A currency's sign alone ("Kč", "€", "CA$", "Fr."). */
const CURRENCY_SIGN =
  /^\s*(?:(?:CA|C|A|AU|US|NZ|HK|S|R|MX)?\$|[€£¥₹₪]|zł|Kč|kr|R[Ss]\.?|RM|NIS|[Ss]?Fr\.?)\s*$/u;

/** A cell, or the start of one, that is only a currency: its sign, or its code ("EUR", "NZD"). */
function currencyOnly(text: string): boolean {
  const trimmed = text.trim();
  return (
    CURRENCY_SIGN.test(trimmed) ||
    (/^[A-Z]{3}$/.test(trimmed) && isCurrencyWord(trimmed)) ||
    // (Europe's codes in small letters too: "Eur | 67,00".)
    /^(?:eur|usd|gbp|chf|sek|nok|dkk|pln|czk|huf)$/i.test(trimmed)
  );
}

/** Whether a box stands over a cell's column (6 points of slack either side). */
function overColumn(box: { x: number; right: number }, cell: TextCell): boolean {
  return box.x < cell.right + 6 && box.right > cell.x - 6;
}

/**
 * The header over the token's column: its label in a bar of labels over the row (`paired`, of
 * pairedLabels), else the nearest cell above it (within a few lines) that overlaps it, holds no
 * amount and is worded.
 */
function headerOf(
  lines: readonly TextLine[],
  index: number,
  cell: TextCell,
  paired: string,
): { text: string; linesAbove: number } {
  const line = lines[index]!;
  if (paired) return { text: paired, linesAbove: 1 };
  for (let above = index - 1; above >= 0 && above >= index - 6; above--) {
    const other = lines[above]!;
    if (other.page !== line.page || other.y - line.y > line.size * 12) break;
    const over = headerCell(other, cell);
    if (!over) continue;
    return { text: columnWords(over, line, cell), linesAbove: index - above };
  }
  return { text: headerOnPageBefore(lines, index, cell), linesAbove: 0 };
}

/**
 * The cell of a line over the token's cell that may head its column. A row's rate or quantity
 * ("(5)%", "3 BAG") over the token heads nothing: a header is worded, with no amount.
 */
function headerCell(line: TextLine, cell: TextCell): TextCell | undefined {
  const over = line.cells.find((each) => overColumn(each, cell));
  return over && amountTokens(line, over).length === 0 && /\p{L}{2}/u.test(over.text)
    ? over
    : undefined;
}

/**
 * The header over the token's column at the foot of the page before, where a table runs on to
 * the token's page and the token is among the first lines of it ("Net | VAT" at the foot of page
 * 1 over "Totals | £14,217.00 | £2,820.40" at the top of page 2).
 */
function headerOnPageBefore(lines: readonly TextLine[], index: number, cell: TextCell): string {
  const page = lines[index]!.page;
  const first = lines.findIndex((each) => each.page === page);
  if (page === 1 || first < 1 || index - first >= CONTINUED_ROWS) return '';
  for (let above = first - 1; above >= 0 && above >= first - CONTINUED_ROWS; above--) {
    const other = lines[above]!;
    if (other.page !== page - 1) break;
    const over = headerCell(other, cell);
    if (!over) continue;
    return columnWords(over, lines[index]!, cell);
  }
  return '';
}

/** How many lines a table run on to the next page may be looked through for its head. */
const CONTINUED_ROWS = 6;

/**
 * The words of a header cell over the token's cell. A text layer may run a row of headers into
 * one cell ("Wartość netto Stawka VAT Kwota VAT Wartość brutto" over four columns): where the
 * header spans other cells of the token's line, only its words over the token's cell head it.
 */
function columnWords(header: TextCell, line: TextLine, cell: TextCell): string {
  const over = (each: { x: number; right: number }) => overColumn(each, cell);
  const spansOthers = line.cells.some(
    (each) => each !== cell && each.x < header.right && each.right > header.x,
  );
  const words = spansOthers ? header.words.filter(over) : [];
  return words.length > 0 ? words.map((word) => word.text).join(' ') : header.text;
}

/**
 * The header of the items table's column over a token of its total row: the cell over it in the
 * table's head (the first line above of column headers), over the whole table on its page.
 */
function tableHeaderOf(lines: readonly TextLine[], index: number, cell: TextCell): string {
  const line = lines[index]!;
  for (let above = index - 1; above >= 0 && above >= index - TABLE_ROWS; above--) {
    const other = lines[above]!;
    if (other.page !== line.page) break;
    // The table's head: the first line above of two column headers or more.
    if (other.cells.filter((each) => COLUMN_HEAD.test(each.text.trim())).length < 2) continue;
    const over = other.cells.find((each) => overColumn(each, cell));
    return over ? columnWords(over, line, cell) : '';
  }
  return '';
}

/** A column of amounts with their tax ("Gross", "Brutto" is a total word already). */
const GROSS_COLUMN = /\bgross\b/i;

/** How many lines above its total row an items table's head may stand. */
const TABLE_ROWS = 60;

/**
 * Whether the token's row is a summary row under its header: the header is on the line just
 * above, and no amount stands in the token's column on the next line (a table of totals, not a
 * row of line items).
 */
function summaryRow(
  lines: readonly TextLine[],
  index: number,
  cell: TextCell,
  linesAbove: number,
): boolean {
  if (linesAbove !== 1) return false;
  const line = lines[index]!;
  const below = lines[index + 1];
  if (!below || below.page !== line.page || line.y - below.y > line.size * 3) return true;
  return !below.cells.some(
    (each) => overColumn(each, cell) && amountTokens(below, each).length > 0,
  );
}

/**
 * A label on the line above: its cell nearest the token, just left of it or over it, with no
 * amount of its own (a value printed under its label, or a little lower than it: OCR splits such
 * a row in two). Cells far left of the token (another column) do not count. Under a bar of
 * labels, one to each amount, its own label (`paired`, of pairedLabels).
 */
function labelAbove(
  lines: readonly TextLine[],
  index: number,
  cell: TextCell,
  paired: string,
): string {
  const above = lineAbove(lines, index);
  if (!above) return '';
  if (paired) return paired;
  const nearest = above.cells
    .filter((each) => each.x <= cell.right + 6 && each.right >= cell.x - LABEL_REACH)
    .at(-1);
  if (!nearest || amountTokens(above, nearest).length > 0) return '';
  return nearest.text;
}

/** The line just above the token's, close enough to label it (same page, within two lines). */
function lineAbove(lines: readonly TextLine[], index: number): TextLine | undefined {
  const line = lines[index]!;
  const above = lines[index - 1];
  if (!above || above.page !== line.page || above.y - line.y > Math.max(line.size, 8) * 2.2)
    return undefined;
  return above;
}

/**
 * A bar of labels over a row of amounts, one label to each ("Net amount | VAT 25 % | Rounding |
 * Total to pay" over four amounts): the k-th label names the k-th amount, however the two rows
 * align (labels flush left over amounts flush right reach over the next column). Each amount must
 * stand between its own label's start and the next label's. The labels, cell by cell of the
 * line, else null.
 */
function pairedLabels(lines: readonly TextLine[], index: number): readonly string[] | null {
  const line = lines[index]!;
  const above = lineAbove(lines, index);
  if (!above) return null;
  // (A scan's speck read as a cell of its own, "Total to pay SEK | +", is neither label nor amount.)
  const amounts = line.cells.filter((cell) => !markOnly(line, cell));
  const labels = above.cells.filter((cell) => !markOnly(above, cell));
  const count = amounts.length;
  if (count < 2 || labels.length !== count) return null;
  const paired = amounts.every((each, k) => {
    const label = labels[k]!;
    const next = labels[k + 1];
    const tokens = amountTokens(line, each);
    const token = tokens[0];
    // (An amount alone in its cell, with its currency at most; a label of words, with the base
    // its tax is reckoned on at most: "VAT 25 % of 52 153,10".)
    const rest = token
      ? (each.text.slice(0, token.start) + each.text.slice(token.end)).replace(/[-−–+()]/g, '')
      : '';
    return (
      tokens.length === 1 &&
      (rest.trim() === '' || currencyOnly(rest)) &&
      /\p{L}{2}/u.test(label.text) &&
      (amountTokens(above, label).length === 0 || TAX_ON_BASE.test(label.text)) &&
      label.x < each.right &&
      (!next || next.x > each.x)
    );
  });
  return paired ? line.cells.map((cell) => labels[amounts.indexOf(cell)]?.text ?? '') : null;
}

/** An OCR cell with no letter and no digit: a speck, a rule's piece or a stray mark. */
const markOnly = (line: TextLine, cell: TextCell) =>
  line.source === 'ocr' && !/[\p{L}\p{N}]/u.test(cell.text);

/** A total that counts things, not money ("Total Units: 42000", "Gesamtmenge"). */
const COUNT_LABEL =
  /\b(?:qty|quantity|quantit[ée]s?|units?|items?|pcs|pieces|weight|hours|hrs|anzahl|st[üu]ck|cantidad|aantal)\b|menge\b/i;

/** How far left of an amount (points) its label may end. */
const LABEL_REACH = 150;

/**
 * The tokens with a scan's minus read apart from its amount taken as the amount itself where the
 * page prints that amount without a sign ("Total $514.25" over "Amount due - $514.25"): a speck
 * or a rule's piece read as a dash. Printed nowhere unsigned, on a page whose amounts are mostly
 * unsigned, it is read both ways, and the sums choose ("£2,459.88 -" under a net and a tax that
 * add up to it). A credit note's amounts carry their signs throughout.
 */
function unsignedTwins<T extends { token: AmountToken }>(tokens: T[]): T[] {
  const positive = tokens.filter(({ token }) => token.value > 0);
  const unsigned = new Set(positive.map(({ token }) => token.value));
  const mostlyUnsigned = positive.length > tokens.length - positive.length;
  return tokens.flatMap((each) => {
    if (!each.token.signApart) return [each];
    const { signApart: _apart, ...token } = each.token;
    const flipped = { ...each, token: { ...token, value: -token.value } };
    if (unsigned.has(-each.token.value)) return [flipped];
    return mostlyUnsigned ? [each, flipped] : [each];
  });
}

/** A currency's sign, as amountTokens reads one glued before an amount. */
const GLUED_SIGN = /[$€£¥₹]/;
/** A currency's sign and four digits or more glued to it, nothing else ("£1066", "$12500"). */
const SIGNED_WHOLE = new RegExp(String.raw`^[-−]?${GLUED_SIGN.source}\d{4,}$`);

/**
 * A scan's amount whose decimal point OCR lost ("VAT at 20% | £1066" for £10.66): on a page whose
 * other amounts with a currency's sign all have their cents, a sign and four digits or more with
 * no mark between them is read both ways where, read in cents, it adds up with two amounts of the
 * page (£53.33 + £10.66 = £63.99); the sums choose.
 */
function pointlessTwins<T extends { token: AmountToken }>(tokens: T[]): T[] {
  const text = ({ token }: T) => token.cell.text.slice(token.start, token.end);
  const signed = tokens.filter((each) => GLUED_SIGN.test(text(each)));
  const lost = new Set(
    signed.filter(
      (each) =>
        each.token.line.source === 'ocr' && !each.token.decimals && SIGNED_WHOLE.test(text(each)),
    ),
  );
  if (lost.size === 0 || signed.length - lost.size < 3) return tokens;
  if (signed.some((each) => !each.token.decimals && !lost.has(each))) return tokens;
  const cents = [
    ...new Set(tokens.filter((each) => each.token.decimals).map((each) => each.token.value)),
  ];
  const addsUp = (value: number) =>
    cents.some((a) =>
      cents.some((b) => Math.abs(a + value - b) < 0.005 || Math.abs(a + b - value) < 0.005),
    );
  return tokens.flatMap((each) => {
    const value = each.token.value / 100;
    return lost.has(each) && addsUp(value)
      ? [each, { ...each, token: { ...each.token, value, decimals: true } }]
      : [each];
  });
}

export function amountCandidates(lines: readonly TextLine[]): AmountCandidate[] {
  const read = (tokensIn: (line: TextLine, cell: TextCell) => AmountToken[]) => {
    const tokens: { token: AmountToken; lineIndex: number }[] = [];
    lines.forEach((line, lineIndex) => {
      for (const cell of line.cells)
        for (const token of tokensIn(line, cell))
          if (!neverAnAmount(token)) tokens.push({ token, lineIndex });
    });
    return tokens;
  };
  const grouped = read((line, cell) => amountTokens(line, cell));
  // (A document that groups no thousands reads a space between columns' words as their gap.)
  const spaceGroups = documentGroupsThousands(grouped.map(({ token }) => token));
  const tokensIn = (line: TextLine, cell: TextCell) => amountTokens(line, cell, 0, spaceGroups);
  const tokens = pointlessTwins(unsignedTwins(spaceGroups ? grouped : read(tokensIn)));
  if (tokens.length === 0) return [];
  const medianSize = medianLineSize(lines);
  const lastPage = Math.max(...lines.map((line) => line.page));
  const valueCounts = new Map<number, number>();
  for (const { token } of tokens)
    valueCounts.set(Math.abs(token.value), (valueCounts.get(Math.abs(token.value)) ?? 0) + 1);
  const anyDecimals = tokens.some(({ token }) => token.decimals);
  // The sums an amount is measured against: where the page writes amounts with their cents,
  // those and the ones beside a currency's mark ("$600") or a total's or a net's label ("Total :
  // 18852" under items in cents), not a reference's or a customer's number ("517936"); where it
  // writes none, every amount ("7.5" hours beside "$600" is no reason to leave the dollars out,
  // nor "2,5 óra" the forints).
  const withCents = ({ token }: { token: AmountToken }) =>
    /\d[.,]\d{2}(?!\d)/.test(token.cell.text.slice(token.start, token.end));
  // (Each token's row label, read once for this and for its features.)
  const rowLabels = new Map(
    tokens.map(({ token }) => [token, rowLabelOf(token.line, token.cell, token.start)]),
  );
  const sumLabelled = ({ token }: { token: AmountToken }) => {
    const label = rowLabels.get(token)!;
    return (
      [TOTAL_STRONG, TOTAL_WEAK, NET_LABEL].some((pattern) => has(pattern, label) === 1) &&
      has(COUNT_LABEL, label) === 0
    );
  };
  const sums = tokens.some(withCents)
    ? tokens.filter(
        (each) => withCents(each) || CURRENCY_MARK.test(each.token.cell.text) || sumLabelled(each),
      )
    : tokens;
  const maxAbs = Math.max(...sums.map(({ token }) => Math.abs(token.value)), 0.01);
  // Amounts larger than this one: the total is usually the largest or near it.
  const sortedAbs = [...new Set(sums.map(({ token }) => Math.abs(token.value)))].sort(
    (a, b) => b - a,
  );

  // (Whether a line is a row of amounts under a bar of labels: once per line.)
  const bars = new Map<number, readonly string[] | null>();
  const pairedLabel = (lineIndex: number, cell: TextCell) => {
    if (!bars.has(lineIndex)) bars.set(lineIndex, pairedLabels(lines, lineIndex));
    return bars.get(lineIndex)?.[lines[lineIndex]!.cells.indexOf(cell)] ?? '';
  };

  return tokens.map(({ token, lineIndex }) => {
    const line = token.line;
    const cell = token.cell;
    const rowLabel = rowLabels.get(token)!;
    const paired = pairedLabel(lineIndex, cell);
    const header = headerOf(lines, lineIndex, cell, paired);
    const headerLabel = header.text;
    const summary = Number(summaryRow(lines, lineIndex, cell, header.linesAbove));
    const above = rowLabel ? '' : labelAbove(lines, lineIndex, cell, paired);
    const amountsOnLine = line.cells.reduce((sum, each) => sum + tokensIn(line, each).length, 0);
    const rightmost =
      !line.cells.some((each) => each.x > cell.x && tokensIn(line, each).length > 0) &&
      !tokensIn(line, cell).some((each) => each.start > token.start);
    const absValue = Math.abs(token.value);
    const rank = sortedAbs.indexOf(absValue);
    // An items table's total row ("Total | 3 | ₹319.12 | ₹6701.62"): its label totals every
    // column, and a column's header says what the column holds: the tax column's total is the tax.
    const columnHeader =
      has(TOTAL_WEAK, rowLabel) === 1 &&
      has(TOTAL_STRONG, rowLabel) === 0 &&
      amountsOnLine >= 2 &&
      !rightmost
        ? tableHeaderOf(lines, lineIndex, cell)
        : '';
    const columnTotal = has(TAX_LABEL, columnHeader) === 1 && has(TAX_ID_LINE, columnHeader) === 0;
    const label = columnTotal ? columnHeader : rowLabel || above;
    // (A rate's row of a VAT table: its header row heads another of the row's amounts with a tax
    // label ("Net | VAT | Gross"). Not a tax and its base in one cell, "9% btw over € 660,00 |
    // € 59,40", nor the totals block under an items table's "Total" column.)
    const netOrTotalColumn = Number(
      has(TAX_LABEL, label) === 1 &&
        has(TAX_LABEL, headerLabel) === 0 &&
        has(NET_LABEL, headerLabel) +
          has(TOTAL_STRONG, headerLabel) +
          has(TOTAL_WEAK, headerLabel) +
          has(GROSS_COLUMN, headerLabel) >
          0 &&
        line.cells.some(
          (other) =>
            other !== cell &&
            !TAX_LABEL.test(other.text) &&
            tokensIn(line, other).length > 0 &&
            has(
              TAX_LABEL,
              headerOf(lines, lineIndex, other, pairedLabel(lineIndex, other)).text,
            ) === 1,
        ),
    );
    const features: Record<string, number> = {
      bias: 1,
      // Labels beside the amount (or just above it), and over its column.
      totalStrong: has(TOTAL_STRONG, label),
      totalWeak: has(TOTAL_WEAK, label) * (1 - has(TOTAL_STRONG, label)),
      // (A total that leaves the tax out is a net, whatever words stand between: "Total charges
      // excluding VAT".)
      netLabel: Math.max(has(NET_LABEL, label), has(TAX_EXCLUDED, label) * has(TOTAL_WEAK, label)),
      // A net label that leaves the tax out, or a total's that says the tax is in it, names no tax;
      // nor does a rate's row of a summary under a net or a total column ("VAT 23% | 60.15 |
      // 13.83 | 73.98" under "Net | VAT | Gross"): the column says what each amount is.
      taxLabel:
        has(TAX_LABEL, label) *
        (1 - has(TAX_ID_LINE, label)) *
        (1 - Number(rateBase(line, cell, token))) *
        (1 - has(TAX_EXCLUDED, label)) *
        (1 - has(TAX_INCLUDED, label)) *
        (1 - netOrTotalColumn),
      notTotal: has(NOT_THE_TOTAL, label),
      labelAbove: above ? 1 : 0,
      noLabel: label ? 0 : 1,
      headerTotal: has(TOTAL_STRONG, headerLabel) + has(TOTAL_WEAK, headerLabel),
      headerNet: has(NET_LABEL, headerLabel),
      headerTax: has(TAX_LABEL, headerLabel),
      // In a row of several amounts (a summary table), the column header tells them apart.
      headerTotalInRow:
        (has(TOTAL_STRONG, headerLabel) + has(TOTAL_WEAK, headerLabel)) *
        Number(amountsOnLine >= 2),
      headerNetInRow: has(NET_LABEL, headerLabel) * Number(amountsOnLine >= 2),
      headerTaxInRow: has(TAX_LABEL, headerLabel) * Number(amountsOnLine >= 2),
      // A row of totals under its headers ("Exkl moms | Moms kr | ATT BETALA").
      headerTotalSummary: has(TOTAL_STRONG, headerLabel) * summary,
      headerNetSummary: has(NET_LABEL, headerLabel) * summary,
      headerTaxSummary: has(TAX_LABEL, headerLabel) * (1 - has(TAX_ID_LINE, headerLabel)) * summary,
      percentOnLine: Number(/\d\s?%/.test(line.text)),
      // Format.
      decimals: Number(token.decimals),
      wholeInDecimalDoc: Number(!token.decimals && anyDecimals),
      currencyMark: Number(CURRENCY_MARK.test(cell.text)),
      negative: Number(token.value < 0),
      zero: Number(token.value === 0),
      taxLabelZero: has(TAX_LABEL, label) * Number(token.value === 0),
      // Place.
      rightmost: Number(rightmost),
      lineItemRow: Number(amountsOnLine >= 3),
      lowerHalf: Number(line.top < 0.5),
      lastPage: Number(line.page === lastPage),
      laterPage: Number(line.page > 1 && line.page !== lastPage),
      largeFont: Number(line.size > medianSize * 1.15),
      // Compared with the other amounts.
      largest: Number(rank === 0),
      secondLargest: Number(rank === 1),
      // (A whole number above every sum is measured as their largest.)
      logRatioToMax: Math.log10(Math.max(absValue, 0.01) / Math.max(maxAbs, absValue)),
      repeated: Number((valueCounts.get(absValue) ?? 0) > 1),
    };
    return {
      token,
      lineIndex,
      rowLabel: label,
      headerLabel,
      features,
      taxColumnTotal: columnTotal,
    };
  });
}
