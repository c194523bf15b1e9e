/**
 * What the invoice number and date candidates and the vendor build on: the token an invoice-number
 * label names, the document's order of day and month, the customer's address block, and the
 * vendor rule (the seller's name at the top or in the footer, never in the customer's address
 * block, never the bank).
 */
import { parseInvoiceDate } from '@billfold/contract';
import { type TextCell, type TextLine, medianLineSize, printSize } from '../page-text.js';
import { letters } from './issuer-country.js';
import { valuesAfter } from './label-values.js';
import {
  isBankName,
  ATTENTION_LABEL,
  BANK_CODE_BEFORE,
  BARE_CUSTOMER_LABEL,
  BANK_WORDS,
  COMPANY_SUFFIX,
  CONTACT,
  CUSTOMER_LABELS,
  DOCUMENT_TITLES,
  LEADING_VENDOR_LABEL,
  IBAN_NUMBER,
  NUMBER_WORD_READINGS,
  legalForm,
  MASKED_CARD,
  REMITTANCE_HEADING,
  SLIP_FROM_LABEL,
  SLIP_TO_LABEL,
  STREET,
  VENDOR_LABELS,
} from './labels.js';
import { locate, locateCell, type Found, type Located } from './located.js';

// ---------------------------------------------------------------------------------------------
// Invoice number

/**
 * Words a value under a label may start with that say it is no number: whole words only, not a
 * number's prefix, so that "DUE-2023-2228" or "TO-118" is still a number.
 */
const NOT_A_NUMBER =
  /^(?:(?:date|datum|fecha|no|number|nr|du|vom|from|to|page|seite|of|de)(?![\p{L}\d/_-])|n°)/iu;

/**
 * A number's word in a label: "Nr.", "No", "#", "Rechnungsnummer", "Número", "fattura n.", "Číslo",
 * "č.", "Invoice ID", a Slovenian "št." or "številka"; a scan's "&." or "€." for "č.", "&t." for
 * "št.", "Ne" for "Nº".
 */
const NUMBER_IN_LABEL = new RegExp(
  String.raw`(?<!\p{L})(?:n[o0°º]|nro|[čc¢]|n\.|id)(?!\p{L})|${NUMBER_WORD_READINGS}|nr(?!\p{L})|#|n[uú]m|[čc][íi]slo|symbol`,
  'iu',
);

/** A date's word in a label: "Invoice No. & Date", "Nr / Datum", "Fecha", "Rechnung Nr./vom". */
const NAMES_A_DATE = /dat[eaou]|fecha|dnia|ze\s+dne|\b(?:vom|del|du|pvm)\b/iu;
/** The labels of a Polish invoice's number: "Faktura VAT nr", "Nr faktury", "Numer rachunku". */
const POLISH_NUMBER_LABEL = /faktur|rachun|numer|(?<!\p{L})nr(?!\p{L})/iu;

/**
 * Whether a token is exactly a date: with its separators ("12/03/2024"), or as eight digits
 * ("20240312") unless `compact` is false.
 */
export function readsAsDate(token: string, { compact }: { compact: boolean }): boolean {
  return (
    (/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(token) || (compact && /^\d{8}$/.test(token))) &&
    parseInvoiceDate(token) !== null
  );
}

/** Groups of digits parted by single spaces, and nothing after them ("6945 2682 8282", an airline ticket's "579 9437716020"). */
const DIGIT_GROUPS = /^(\d{3,4}(?: \d{2,10}){1,3})\s*$/;

/** The number a label names: the token after it, unless it is a label, a date or an amount. */
export function invoiceNumberToken(found: Found): Located<string> | null {
  const text = found.text;
  // (A dash or a speck before it, apart from it, is the gap's: "Faktura - daňový doklad | —. 2022001",
  // a scan's "č." read as a dash and a dot; so is a table's rule drawn in text, glued on:
  // "|SI192255".) (Or a high quotation mark a scan read from a speck: "“66".)
  const lead =
    /^\s*(?:[#:№]|[-–—_|.]{1,3}(?=\s)|\|(?=[A-Za-z0-9])|[“”‘’"'](?=\d)(?!.*[“”"'’‘]))?\s*/.exec(
      text,
    )?.[0].length ?? 0;
  const rest = text.slice(lead);
  if (NOT_A_NUMBER.test(rest)) return null;
  // A series prefix may stand apart from the number ("FV 3/05/2021", "FT 18A2401/21509"; not a
  // telephone's label, "TEL 0159 462 0896"). A number printed in groups of digits is one number
  // when the groups are all the value holds ("Rechnungsnummer 6945 2682 8282", as telecoms print
  // theirs).
  const groups = DIGIT_GROUPS.exec(rest)?.[1];
  const grouped = groups && groups.replace(/\D/g, '').length >= 8 ? groups : undefined;
  const token =
    grouped ??
    /^((?:(?!(?:TEL|FAX|MOB|PH|TLF)\s)[A-Z]{1,4} (?=[A-Za-z0-9]*\d))?[A-Za-z0-9][A-Za-z0-9\-/._]{0,38}[A-Za-z0-9]|[0-9])(?=$|\s|,|;)/.exec(
      rest,
    )?.[1];
  if (!token || !/\d/.test(token)) return null;
  // A date or an amount under a header is not the number (but "20241214-001" is a number). Beside
  // a label with a number's word, eight digits that read as a date are a number: "Číslo faktury
  // 20210710" (a year and its series, as Czech invoices number them; a date is printed with its
  // separators). After a title alone ("Receipt 20240914") they are still a date.
  const namedNumber = found.beside === true && NUMBER_IN_LABEL.test(found.label ?? '');
  // So is a month's sequence, its month and its year with slashes beside such a label, as Polish
  // invoices number them ("Faktura VAT nr 14/07/2023"), unless the label names a date too
  // ("Invoice No. & Date").
  const sequence =
    namedNumber &&
    POLISH_NUMBER_LABEL.test(found.label ?? '') &&
    /^\d{1,4}\/\d{1,2}\/\d{4}$/.test(token) &&
    !NAMES_A_DATE.test(found.label ?? '');
  if (!sequence && readsAsDate(token, { compact: !namedNumber })) return null;
  if (/^\d{1,3}(?:[.,]\d{3})*[.,]\d{2}$/.test(token)) return null;
  return locate(token, found, lead, token.length, 1);
}

// ---------------------------------------------------------------------------------------------
// Date

/**
 * Day or month first, and whether the page shows it: a numeric date whose first or second part
 * is above 12 (and 31 at most) says which; without one, the order is the currency's custom.
 */
export function dateOrderOn(
  lines: readonly TextLine[],
  currency: string | null,
): { order: 'dmy' | 'mdy'; shown: boolean } {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const line of lines) {
    for (const match of line.text.matchAll(
      /(?<![\d.])(\d{1,2})\s?[./-]\s?(\d{1,2})\s?[./-]\s?(\d{4}|\d{2})(?!\d)/g,
    )) {
      // (Not a bank's code: "Sort code 05-22-70".)
      if (BANK_CODE_BEFORE.test(line.text.slice(0, match.index))) continue;
      const first = Number(match[1]);
      const second = Number(match[2]);
      if (first > 12 && first <= 31 && second <= 12) dayFirst++;
      else if (second > 12 && second <= 31 && first <= 12) monthFirst++;
    }
  }
  if (monthFirst > dayFirst) return { order: 'mdy', shown: true };
  if (dayFirst > monthFirst) return { order: 'dmy', shown: true };
  return { order: currency === 'USD' ? 'mdy' : 'dmy', shown: false };
}

// ---------------------------------------------------------------------------------------------
// Vendor

/**
 * The "To" labels of a remittance slip, on the three lines under its heading ("PAYMENT ADVICE"
 * over "To: Fenwick"): the slip goes back with the payment, so its "To" names the payee, the
 * issuer, and is no customer label.
 */
export function slipPayeeLabels(lines: readonly TextLine[]): ReadonlySet<TextCell> {
  return slipLabels(lines, SLIP_TO_LABEL, 3, slipPayeesOf);
}

const slipPayeesOf = new WeakMap<readonly TextLine[], ReadonlySet<TextCell>>();

/**
 * The "From" labels of a remittance slip, on the eight lines under its heading ("REMITTANCE
 * ADVICE" over "Remit to: …" and "From: Northern Lights Ltée"): the slip goes back with the
 * payment, so its "From" names the payer, the customer, and is no seller's label.
 */
export function slipPayerLabels(lines: readonly TextLine[]): ReadonlySet<TextCell> {
  return slipLabels(lines, SLIP_FROM_LABEL, 8, slipPayersOf);
}

const slipPayersOf = new WeakMap<readonly TextLine[], ReadonlySet<TextCell>>();

/**
 * The cells `label` matches on the `lineCount` lines under a remittance slip's heading, on its
 * page. (Asked for by the customer's block, cells and names and by the vendor's candidates: found
 * once per page's lines, kept in `found`.)
 */
function slipLabels(
  lines: readonly TextLine[],
  label: RegExp,
  lineCount: number,
  found: WeakMap<readonly TextLine[], ReadonlySet<TextCell>>,
): ReadonlySet<TextCell> {
  const known = found.get(lines);
  if (known) return known;
  const labels = new Set<TextCell>();
  lines.forEach((line, index) => {
    if (!line.cells.some((cell) => REMITTANCE_HEADING.test(cell.text.trim()))) return;
    for (const below of lines.slice(index + 1, index + 1 + lineCount)) {
      if (below.page !== line.page) break;
      for (const cell of below.cells) if (label.test(cell.text)) labels.add(cell);
    }
  });
  found.set(lines, labels);
  return labels;
}

const EVERY_CUSTOMER_LABEL = new RegExp(CUSTOMER_LABELS.source, 'giu');

/**
 * Whether a cell is a customer label, a remittance slip's "To" aside (slipPayeeLabels), and a
 * sentence's word aside: a possessive or after an article ("VAT charged at the rate of the
 * customer's country", a footer's terms, is no customer's block).
 */
function customerLabel(
  cell: TextCell,
  slip: ReadonlySet<TextCell>,
  payers: ReadonlySet<TextCell>,
): boolean {
  if (slip.has(cell)) return false;
  if (payers.has(cell)) return true;
  for (const match of cell.text.matchAll(EVERY_CUSTOMER_LABEL)) {
    const after = cell.text.slice(match.index + match[0].length);
    const before = cell.text.slice(0, match.index);
    if (/^['’]s\b/.test(after) || /\b(?:the|a|an|our|your|each|per|of|every)\s+$/i.test(before))
      continue;
    return true;
  }
  return false;
}

/** Indexes of the lines in a customer address block: after a customer label, at its left edge. */
export function customerBlock(lines: readonly TextLine[]): Set<number> {
  const block = new Set<number>();
  const slip = slipPayeeLabels(lines);
  const payers = slipPayerLabels(lines);
  lines.forEach((line, index) => {
    const cell = line.cells.find((candidate) => customerLabel(candidate, slip, payers));
    if (!cell) return;
    block.add(index);
    for (let next = index + 1; next < lines.length && next <= index + 6; next++) {
      const candidate = lines[next];
      if (!candidate || candidate.page !== line.page) break;
      if (candidate.cells.some((each) => Math.abs(each.x - cell.x) < 40)) block.add(next);
    }
  });
  return block;
}

/** A gap wider than this (points) between two cells of a label's line starts another column. */
const COLUMN_GAP = 90;

/**
 * The cells of the customer's address blocks: a customer label's cell, the cells after it on its
 * line up to the next column, and the cells of that column on the lines below, until a wide
 * vertical gap, a page break or six lines. Column-aware, unlike customerBlock: a two-column header
 * prints the seller's address beside the customer's on the same lines.
 */
export function customerCells(lines: readonly TextLine[]): Set<TextCell> {
  const cells = new Set<TextCell>();
  const slip = slipPayeeLabels(lines);
  const payers = slipPayerLabels(lines);
  lines.forEach((line, index) => {
    line.cells.forEach((label, labelIndex) => {
      if (!customerLabel(label, slip, payers)) return;
      cells.add(label);
      let right = Infinity;
      let previous = label;
      for (const cell of line.cells.slice(labelIndex + 1)) {
        if (cell.x - previous.right > COLUMN_GAP) {
          right = cell.x;
          break;
        }
        cells.add(cell);
        previous = cell;
      }
      const left = label.x - 40;
      let above = line;
      for (let next = index + 1; next < lines.length && next <= index + 6; next++) {
        const below = lines[next]!;
        if (below.page !== line.page || above.y - below.y > 2.5 * Math.max(printSize(below), 6))
          break;
        const inColumn = below.cells.filter((cell) => cell.x >= left && cell.x < right);
        if (inColumn.length === 0) continue;
        for (const cell of inColumn) cells.add(cell);
        above = below;
      }
      // An attention line names the person the invoice is for: the name over it, on its left
      // edge, is the customer's organisation ("Acme Ltd" over "Attention: Liam Kelly").
      // (The nearest line above with a cell on that edge: another column's line may come between,
      // "Kundenr. 260" printed a little higher on the right.)
      const onEdge = (each: TextLine) =>
        each.cells.filter((cell) => Math.abs(cell.x - label.x) <= 3);
      const over = [lines[index - 1], lines[index - 2]].find(
        (each) => each && onEdge(each).length > 0,
      );
      if (
        ATTENTION_LABEL.test(label.text) &&
        over &&
        over.page === line.page &&
        over.y - line.y <= 2.5 * Math.max(printSize(line), 6)
      )
        for (const cell of onEdge(over)) cells.add(cell);
    });
  });
  return cells;
}

/**
 * The cells that hold the customer's name as the invoice addresses it: after a customer label that
 * stands alone in its cell, the next cell of its line within the label's column, else the first
 * cell below it, aligned with it, within three lines; and the name under a window envelope's
 * sender line. Narrower than customerCells, whose columns
 * may reach over a seller's block printed to the right of the customer's: this is the one cell
 * the label names. `bare: false` leaves out the names a bare preposition heads.
 */
export function customerNameCells(
  lines: readonly TextLine[],
  { bare = true }: { bare?: boolean } = {},
): Set<TextCell> {
  return new Set(
    [...customerNamesByLabel(lines)].flatMap(([cell, onlyBare]) =>
      bare || !onlyBare ? [cell] : [],
    ),
  );
}

/** The cells of customerNameCells, each with whether only a bare preposition ("To:") names it. */
export function customerNamesByLabel(lines: readonly TextLine[]): Map<TextCell, boolean> {
  const names = new Map<TextCell, boolean>();
  const name = (cell: TextCell, onlyBare: boolean) =>
    names.set(cell, (names.get(cell) ?? true) && onlyBare);
  const slip = slipPayeeLabels(lines);
  lines.forEach((line, index) => {
    line.cells.forEach((label, labelIndex) => {
      const match = CUSTOMER_LABELS.exec(label.text);
      if (!match || slip.has(label)) return;
      // (The label may name what follows: "Bill to Address:", "Customer details".)
      const rest = label.text
        .slice(match.index + match[0].length)
        .replace(/^\s*(?:address|details|info(?:rmation)?|adresse|anschrift|dati|datos)\b/i, '');
      if (rest.replace(/[\s:]+/g, '')) {
        // An attention line with its person ("Attn: Lauren Nguyen"), and the company the person
        // is at right under it: the customer's.
        if (!ATTENTION_LABEL.test(label.text.trim())) return;
        name(label, false);
        const next = alignedBelow(lines, index, label.x);
        if (next && next.index === index + 1 && organisationLine(next.cell.text))
          name(next.cell, false);
        return;
      }
      const bare = BARE_CUSTOMER_LABEL.test(match[0]);
      // Where the label begins: OCR may glue another label and its value before it into its
      // cell ("Invoice No: Bill to", "Invoice #4711 Bill To"); a word or two before it without
      // a colon, a '#' or a digit are the label's own ("Datos del cliente").
      const before = label.text.slice(0, match.index);
      const glued = /[:#\d]/.test(before) || before.trim().split(/\s+/).length > 2;
      const labelX = glued
        ? (label.words.find((word) => word.start + word.text.length > match.index)?.x ?? label.x)
        : label.x;
      const after = line.cells[labelIndex + 1];
      if (
        after &&
        (after.x - label.right <= COLUMN_GAP || inKeyValueTable(lines, index, label, after))
      ) {
        name(after, bare);
        return;
      }
      const wrapped = after ? undefined : wrappedBeside(lines, index, label);
      if (wrapped) {
        name(wrapped, bare);
        return;
      }
      let aligned = alignedBelow(lines, index, labelX);
      // (Past the card the buyer paid with, "Billed to" over "Visa •••• 6842" over the name, and
      // past the buyer's e-mail or telephone printed first: "Bill to:" over "info@acme.com".)
      for (
        let skipped = 0;
        aligned && skipped < 2 && PASSED_OVER.test(aligned.cell.text.trim());
        skipped++
      )
        aligned = alignedBelow(lines, aligned.index, labelX);
      if (!aligned) return;
      name(aligned.cell, bare);
      // The person the customer's name is for, or the company a person's name is at, right
      // under it: the customer's too ("Prairie Sky Corp." over "Jacob Anderson").
      const next = alignedBelow(lines, aligned.index, labelX);
      if (next && next.index === aligned.index + 1 && organisationLine(next.cell.text))
        name(next.cell, bare);
    });
    // A window envelope's sender line ("Acme GmbH · Hauptstr. 1 · 12345 Berlin", small, above
    // the address) heads the address of the one the letter goes to: the customer.
    for (const sender of line.cells) {
      if (!isSenderLine(line, sender)) continue;
      let below = alignedBelow(lines, index, sender.x);
      if (below && SALUTATION.test(below.cell.text.trim()))
        below = alignedBelow(lines, below.index, sender.x);
      const addressee = below?.cell;
      if (
        addressee &&
        larger(addressee, sender, line.source) &&
        !CUSTOMER_LABELS.test(addressee.text) &&
        !contactOrLabel(addressee.text)
      )
        name(addressee, false);
    }
  });
  return names;
}

/** A line of an address block that may be a name: capitalised, no digit, contact, label or street. */
const organisationLine = (text: string) =>
  !/[\d@]/.test(text) &&
  !contactOrLabel(text) &&
  !STREET.test(text) &&
  /^\p{Lu}/u.test(text.trim());

/**
 * Whether a label and a cell far to its right on its line are a row of a table of labels and
 * their values: the line above or the one below holds two cells, one starting where the label
 * starts and a value with a digit where the cell starts ("Period of cover | 21/11/2026 to
 * 20/11/2027" over "Policyholder | Tom Fletcher"). Two blocks side by side ("Rechnungsempfänger:"
 * beside "Von:", a name under each) are no such table.
 */
function inKeyValueTable(
  lines: readonly TextLine[],
  index: number,
  label: TextCell,
  value: TextCell,
): boolean {
  const line = lines[index]!;
  // (The cell must be a value, not a label: "Paid by" beside "Paid to" over two addresses.)
  if (
    /:\s*$|^(?:paid|payable|pay|payment)\b/i.test(value.text) ||
    VENDOR_LABELS.test(value.text) ||
    CUSTOMER_LABELS.test(value.text)
  )
    return false;
  return [lines[index - 1], lines[index + 1]].some(
    (other) =>
      other !== undefined &&
      other.page === line.page &&
      other.cells.length === 2 &&
      Math.abs(other.cells[0]!.x - label.x) < 3 &&
      Math.abs(other.cells[1]!.x - value.x) < 3 &&
      /\d/.test(other.cells[1]!.text),
  );
}

/**
 * A value wrapped over two lines beside a label set at their middle, as a table of one row per
 * label prints it ("Customer" between "Larkspur Logistics" and "Ltd"): the value's first line.
 */
function wrappedBeside(
  lines: readonly TextLine[],
  index: number,
  label: TextCell,
): TextCell | undefined {
  const line = lines[index]!;
  const [above, below] = [lines[index - 1], lines[index + 1]];
  if (!above || !below || above.page !== line.page || below.page !== line.page) return undefined;
  if (above.y - line.y > line.size || line.y - below.y > line.size) return undefined;
  const beside = (other: TextLine) =>
    other.cells.find((cell) => cell.x > label.right && cell.x - label.right <= COLUMN_GAP);
  const [first, second] = [beside(above), beside(below)];
  return first && second && Math.abs(first.x - second.x) <= 2 ? first : undefined;
}

/**
 * What a customer's label may head before the name: the card paid with, an e-mail address alone,
 * a telephone number alone.
 */
const PASSED_OVER = new RegExp(
  `${MASKED_CARD.source}|^(?:e-?mail|mail|courriel)?\\s*:?\\s*\\S+@\\S+\\.\\w{2,}$|^(?:(?:tel|t[ée]l|phone|telephone|telefon|mobile|mob|cell|fax)\\.?\\s*:?\\s*)?\\+?(?=(?:\\D*\\d){7})[\\d\\s()./-]+$`,
  'iu',
);

/** A window envelope's sender line is printed this much smaller than the address under it. */
const SENDER_SIZE = 1.15;

/** A cell's largest font size. */
function cellSize(cell: TextCell): number {
  return Math.max(0, ...cell.words.map((word) => word.size));
}

/**
 * A word whose ink is as tall as a capital: a capital, a digit or a tall letter, and nothing that
 * goes below the line or above a capital ("Konsult", "527", "AB"; not "Nyberg" nor "Öst").
 */
const CAP_HEIGHT_WORD = /^(?=.*[\p{Lu}\dbdfhklt])[^gjpqyçęą,;/|()[\]{}]*$/u;

/**
 * On OCR, the median height of a cell's words as tall as a capital (OCR's boxes vary by a point
 * or two from word to word); null when it has none.
 */
function capHeight(cell: TextCell): number | null {
  const heights = cell.words
    .filter(
      (word) => CAP_HEIGHT_WORD.test(word.text) && !/\p{Lu}\p{M}/u.test(word.text.normalize('NFD')),
    )
    .map((word) => word.bottom - word.top)
    .sort((a, b) => a - b);
  return heights.length > 0 ? heights[Math.floor(heights.length / 2)]! : null;
}

/**
 * Whether the address under a sender line is printed larger than it. OCR sizes a line by its box,
 * which a tilt stretches on a long line (a sender line) and not on a short one: on a scan the two
 * are compared by the height of their words as tall as a capital where both have one.
 */
function larger(addressee: TextCell, sender: TextCell, source: TextLine['source']): boolean {
  const [above, below] =
    source === 'ocr' ? [capHeight(sender), capHeight(addressee)] : [null, null];
  return above !== null && below !== null
    ? below >= SENDER_SIZE * above
    : cellSize(addressee) >= SENDER_SIZE * cellSize(sender);
}

/**
 * Whether a cell is a window envelope's sender line: in the upper half of page one, the sender's
 * name and address in one line, their parts joined by "·", "•", "|" or a dash, a number among
 * them (a street's, a postcode).
 */
function isSenderLine(line: TextLine, cell: TextCell): boolean {
  return (
    line.page === 1 &&
    line.top > 0.5 &&
    cell.text.split(/\s[·•|–-]\s/).length >= 2 &&
    POSTCODE_AND_TOWN.test(cell.text) &&
    !contactOrLabel(cell.text)
  );
}

/** Contact details, ids or labels ("Tel 030 1234 - Fax …", "SIRET : 1234 - …"): no address. */
const contactOrLabel = (text: string) => CONTACT.test(text) || text.includes(':');

/** A salutation heading an address ("Firma", "Herrn", "Monsieur"): the name follows it. */
const SALUTATION =
  /^(?:firma|herrn?|frau|familie|monsieur|madame|mme\.?|m\.|mr\.?|mrs\.?|ms\.?|sr\.?|sra\.?|sig\.?(?:ra)?\.?|dhr\.?|mevr\.?)$/i;

/** A British postcode ("EH2 4AD", "SW1A 1AA"). */
export const UK_POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}`;
/**
 * A postcode and its town: "12345 Berlin", "F-75001 Paris", "1000-205 Lisboa", "00-950 Warszawa",
 * "123 49 Malmö", "9224 HK Amsterdam", "London SW1A 1AA".
 */
export const POSTCODE_AND_TOWN = new RegExp(
  String.raw`(?<![\p{L}\d])(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d{4}-\d{3}|\d{2}-\d{3}|\d{3}\s\d{2}|\d{4}\s?[A-Z]{2})\s+\p{Lu}\p{L}+|\p{Lu}\p{L}+\s+${UK_POSTCODE}(?![\p{L}\d])`,
  'u',
);

/**
 * The first cell left-aligned with `x` within the three lines under line `index`, if close, and
 * the index of its line.
 */
function alignedBelow(
  lines: readonly TextLine[],
  index: number,
  x: number,
): { cell: TextCell; index: number } | null {
  const line = lines[index]!;
  let above = line;
  for (let next = index + 1; next < lines.length && next <= index + 3; next++) {
    const below = lines[next]!;
    if (below.page !== line.page || above.y - below.y > 2.5 * Math.max(printSize(below), 6))
      return null;
    const aligned = below.cells.find((cell) => Math.abs(cell.x - x) < 20);
    if (aligned) return { cell: aligned, index: next };
    above = below;
  }
  return null;
}

/** A bank account's label: "IBAN …", "Sort code 20-00-00", "BSB 062-000", "Bankgiro 5050-1055". */
const BANK_ACCOUNT_LABEL =
  /\b(?:iban|sort\s*code|bsb|routing\s*(?:no|number)?|swift|bic|bankgiro|plusgiro)\b/i;
/** An account's label, or an IBAN (15 characters at least: a Dutch VAT id looks like a short one). */
function bankAccount(text: string): boolean {
  if (BANK_ACCOUNT_LABEL.test(text)) return true;
  const iban = IBAN_NUMBER.exec(text)?.[0];
  return iban !== undefined && iban.replace(/\s/g, '').length >= 15 && !VAT_WORD.test(text);
}
const VAT_WORD = /\b(?:vat|btw|tva|ust|mwst|iva|moms|mva)\b/i;

/** The cell a block of lines aligns `cell` with on another line: by left edge or by right edge. */
function alignedIn(line: TextLine, cell: TextCell): TextCell | undefined {
  const slack = line.source === 'ocr' ? 12 : 4;
  return line.cells.find(
    (other) => Math.abs(other.x - cell.x) <= slack || Math.abs(other.right - cell.right) <= slack,
  );
}

/** Whether the two lines stand close enough to be lines of one block. */
function sameBlock(upper: TextLine, lower: TextLine): boolean {
  return upper.page === lower.page && upper.y - lower.y <= 1.8 * Math.max(printSize(lower), 6);
}

/** Whether a line right above holds a cell of the same block as `cell`. */
function blockAbove(lines: readonly TextLine[], index: number, cell: TextCell): boolean {
  const above = lines[index - 1];
  return (
    above !== undefined && sameBlock(above, lines[index]!) && alignedIn(above, cell) !== undefined
  );
}

/** The cells of the block `cell` heads: aligned with it on the lines right under it (8 at most). */
function blockBelow(lines: readonly TextLine[], index: number, cell: TextCell): TextCell[] {
  const block: TextCell[] = [];
  for (let next = index + 1; next < lines.length && next <= index + 8; next++) {
    if (!sameBlock(lines[next - 1]!, lines[next]!)) break;
    const aligned = alignedIn(lines[next]!, cell);
    if (!aligned) break;
    block.push(aligned);
  }
  return block;
}

/** What parts a line of name and address details: "Acme GmbH · Street 1 - 12345 Town". */
const LINE_PART = /\s[·•|]\s|\s[-–]\s(?=\S)/;
/** The same, and a comma before a number ("Via Roma, 64"). */
const LINE_PART_OR_NUMBER = new RegExp(`${LINE_PART.source}|,\\s(?=\\d)`, 'g');

/**
 * The layout rules' vendor: a seller label; else the best-placed of the names only an issuer
 * prints so (a legal notice, a signature block's "For <name>", the letterhead's name again in the
 * footer), the company names, a sender line's and a letterhead's name printed larger than the
 * rest; else the largest name at the top. `possible` says which names may be a vendor at all
 * (vendor-candidates.ts).
 */
export function findVendor(
  lines: readonly TextLine[],
  customerLines: Set<number>,
  possible: (name: string) => boolean = () => true,
  customer: ReadonlySet<TextCell> = customerCells(lines),
): Located<string> | null {
  // 1. A seller label: "From: Acme Ltd", "Lieferant" above the name (a company name first).
  const labelled = valuesAfter(lines, VENDOR_LABELS, 4)
    .map((value) => {
      const name = vendorName(value.text);
      return name && possible(name) ? locate(name, value, 0, value.text.length, 0.9) : null;
    })
    .filter((name): name is Located<string> => name !== null);
  const labelledCompany = labelled.find((name) => COMPANY_SUFFIX.test(name.value));
  if (labelledCompany ?? labelled[0]) return labelledCompany ?? labelled[0] ?? null;

  // 2. A company-looking name, scored by where it stands.
  const counts = new Map<string, number>();
  const candidates: {
    located: Located<string>;
    index: number;
    senderLine: boolean;
    legalNotice?: boolean;
  }[] = [];
  // A name only the issuer prints so (its legal notice, its signature, its letterhead again in
  // the footer): it scores as a legal notice and counts as printed twice more.
  const issuerMark = (located: Located<string>, index: number) => {
    candidates.push({ located, index, senderLine: false, legalNotice: true });
    const key = located.value.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 2);
  };
  // The letterhead's name printed again at the head of a footer line with the seller's details
  // ("Riverside Consulting" at the top, "Riverside Consulting · 4751 Oak Avenue · …" at the foot).
  const footerNames = new Set<string>();
  for (const line of lines)
    if (line.top < 0.15)
      for (const cell of line.cells) {
        const [first, ...rest] = cell.text.split(LINE_PART);
        if (first && rest.length > 0) footerNames.add(first.trim().toLowerCase());
      }
  lines.forEach((line, index) => {
    if (line.page !== 1 || line.top <= 0.8) return;
    for (const cell of line.cells) {
      const name = vendorName(cell.text);
      if (name && possible(name) && footerNames.has(name.toLowerCase()))
        issuerMark(locateCell(name, line, cell, 0.8), index);
    }
  });
  lines.forEach((line, index) => {
    for (const cell of line.cells) {
      // "For Acme Traders" over "Authorised Signatory": the seller signs its invoice.
      const signed = signedFor(lines, index, cell);
      if (signed && possible(signed.name))
        issuerMark(
          locate(signed.name, { line, cell, offset: 0 }, signed.start, signed.name.length, 0.8),
          index,
        );
      // "Acme GmbH · Street 1 · 12345 Town": the sender line above a letter's address window.
      const senderLine =
        cell.text.split(LINE_PART_OR_NUMBER).length >= 3 && /[·•|]/.test(cell.text);
      let partStart = 0;
      const parts: { text: string; start: number }[] = [];
      for (const match of cell.text.matchAll(LINE_PART_OR_NUMBER)) {
        parts.push({ text: cell.text.slice(partStart, match.index), start: partStart });
        partStart = (match.index ?? 0) + match[0].length;
      }
      parts.push({ text: cell.text.slice(partStart), start: partStart });
      for (const [partIndex, part] of parts.entries()) {
        // "ACME - Société Anonyme au capital de 1 000 €": the issuer's legal notice.
        const previous = parts[partIndex - 1];
        // Not a register entry ("APE 6311Z", "RCS Paris B 423…"): a name has no digits.
        if (previous && !/\d/.test(previous.text) && LEGAL_NOTICE.test(part.text)) {
          const name = vendorName(previous.text);
          if (name && possible(name))
            issuerMark(
              locate(name, { line, cell, offset: 0 }, previous.start, previous.text.length, 0.8),
              index,
            );
        }
        const legal = legalForm(part.text);
        if (!legal) continue;
        const raw = part.text.slice(0, legal.end);
        const name = vendorName(stripLeadingLabel(raw));
        if (!name || CUSTOMER_LABELS.test(name) || !possible(name)) continue;
        // A bank's name on its bank line: "Komerční banka, a.s. · IBAN CZ65 …".
        if (isBankName(name) && BANK_WORDS.test(line.text)) continue;
        const lead = raw.length - stripLeadingLabel(raw).length;
        candidates.push({
          located: {
            value: name,
            line,
            cell,
            start: part.start + lead,
            end: part.start + raw.length,
            certainty: 0.7,
          },
          index,
          senderLine,
        });
        counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
      }
    }
  });
  // A name heading an address block that its issuer's bank details end ("Van Dijk Drukwerk" over
  // its street, town, e-mail, VAT number and IBAN at the top right): a customer's address block
  // prints no bank account. The block's first line only, right over the street or the town, and
  // no bank's name nor a heading ("Bankgiro", "Payment details:", cannotBeVendor).
  lines.forEach((line, index) => {
    if (line.page !== 1 || customerLines.has(index)) return;
    for (const cell of line.cells) {
      if (customer.has(cell) || blockAbove(lines, index, cell)) continue;
      const name = vendorName(cell.text);
      if (!name || /[\d:]/.test(name) || BANK_WORDS.test(name) || isBankName(name)) continue;
      if (!possible(name)) continue;
      const block = blockBelow(lines, index, cell);
      if (
        block
          .slice(0, 2)
          .some((each) => STREET.test(each.text) || POSTCODE_AND_TOWN.test(each.text)) &&
        block.some((each) => bankAccount(each.text))
      )
        issuerMark(locateCell(name, line, cell, 0.8), index);
    }
  });
  // The largest name at the top of page one (a title aside), a legal form or not, printed larger
  // than the text around it: a letterhead's. On OCR only where the page prints the name again or
  // OCR read each of its words surely (a logo at the top reads as words there, "Fer Festrol.",
  // that nothing else on the page spells).
  const median = medianLineSize(lines);
  const printedAgain = (name: string, index: number) => {
    const spelled = letters(name);
    return lines.some((line, other) => other !== index && letters(line.text).includes(spelled));
  };
  const heads = lines
    .map((line, index) => ({
      line,
      index,
      name: line.cells[0] ? vendorName(line.cells[0].text) : null,
    }))
    .filter(
      (each): each is { line: TextLine; index: number; name: string } =>
        each.line.page === 1 &&
        each.line.top > 0.8 &&
        !customerLines.has(each.index) &&
        each.name !== null &&
        /\p{L}{3}/u.test(each.name) &&
        possible(each.name),
    )
    .sort((left, right) => right.line.size - left.line.size);
  // Read surely, only the largest counts (a slogan under a logo read unsurely is no letterhead).
  const largest = heads[0];
  const head =
    heads.find(({ line, index, name }) => line.source === 'text' || printedAgain(name, index)) ??
    (largest && surelyRead(largest.line.cells[0]!) ? largest : undefined);
  if (head && head.line.size >= HEAD_SIZE * median) {
    const located = locateCell(head.name, head.line, head.line.cells[0]!, 0.6);
    // The letterhead's name that begins a company's full name printed elsewhere with its legal
    // form ("Lumo Telecom" at the top, "Lumo Telecommunications UK Limited." at the foot): the
    // issuer's, short and long.
    const short = letters(head.name);
    const spelledOut =
      short.length >= 5 &&
      candidates.some(
        (other) =>
          other.index !== head.index &&
          letters(other.located.value).startsWith(short) &&
          !customer.has(other.located.cell),
      );
    if (spelledOut) issuerMark(located, head.index);
    else candidates.push({ located, index: head.index, senderLine: false });
  }
  // The customer's: its own cells, column by column, and the left half of its block's lines (a
  // form's "Bill To:" | "Globex Corp" across a gutter). The right half of such a line may print
  // the seller ("Attn: Accounts Payable" beside "Pixel Forge LLC").
  let best: { located: Located<string>; score: number } | null = null;
  for (const { located, index, senderLine, legalNotice } of candidates) {
    const line = located.line;
    let score = senderLine ? 2 : 0;
    if (legalNotice) score += 4;
    if (
      customer.has(located.cell) ||
      (customerLines.has(index) && located.cell.x < line.pageWidth / 2)
    )
      score -= 5;
    if (BANK_WORDS.test(line.text)) score -= 3;
    if (line.page === 1 && line.top > 0.7) score += 3;
    if (line.top < 0.15) score += 2; // footers print the legal entity
    if ((counts.get(located.value.toLowerCase()) ?? 0) > 1) score += 1;
    score += Math.min(2, line.size / 12);
    if (!best || score > best.score) best = { located, score };
  }
  if (best && best.score > 0) return best.located;

  // 3. The largest text at the top of page one that is not the document title.
  const top = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line, index }) => line.page === 1 && line.top > 0.7 && !customerLines.has(index))
    .sort((left, right) => right.line.size - left.line.size);
  for (const { line } of top) {
    const cell = line.cells[0];
    const name = cell ? vendorName(cell.text) : null;
    if (cell && name && possible(name)) return locateCell(name, line, cell, 0.4);
  }
  return best?.located ?? null;
}

/** A letterhead's name is printed at least this much larger than the median line of the document. */
export const HEAD_SIZE = 1.3;
/** The confidence above which OCR read a word surely (a logo's shapes read as letters fall below). */
const SURE_OCR_WORD = 0.9;

/** Two words or more, each read surely (a text layer's words are all sure). */
function surelyRead(cell: TextCell): boolean {
  return cell.words.length >= 2 && cell.words.every((word) => word.confidence >= SURE_OCR_WORD);
}

/** "For Acme Traders", "FOR AND ON BEHALF OF Acme Traders", "For & on behalf of …". */
const SIGNED_FOR = /^for\s+(?:(?:and|&)\s+on\s+behalf\s+of\s+)?/i;
/** The signature under it: "Authorised Signatory" (OCR: "Authorised Sigrnatory"). */
const SIGNATORY = /authori[sz]ed\s+si|signatory/i;
/** A signature that is not the seller's: "Customer's signature", "Receiver's Signatory". */
const OTHER_SIGNATORY = /customer|receiver|recipient|buyer|client|no\s+signature/i;
/** How many lines under "For <name>" the signatory's line may stand (a stamp or a gap between). */
const SIGNATURE_LINES = 5;

/**
 * The name a signature block signs for: "For Acme Traders" with "Authorised Signatory" a few
 * lines under it. Only the issuer signs its invoice. The name is a company's (a legal form) or
 * printed elsewhere on the page too, so that a form's "For office use only" names no one.
 */
export function signedFor(
  lines: readonly TextLine[],
  index: number,
  cell: TextCell,
): { name: string; start: number } | null {
  const match = SIGNED_FOR.exec(cell.text);
  if (!match || !/^\p{Lu}/u.test(cell.text.slice(match[0].length))) return null;
  const page = lines[index]!.page;
  const below = lines.slice(index + 1, index + 1 + SIGNATURE_LINES);
  const signatory = below.find((line) => line.page === page && SIGNATORY.test(line.text));
  if (!signatory || OTHER_SIGNATORY.test(signatory.text)) return null;
  const name = vendorName(cell.text.slice(match[0].length));
  if (!name) return null;
  const spelled = letters(name);
  const elsewhere = lines.some(
    (line, other) => other !== index && letters(line.text).includes(spelled),
  );
  if (!COMPANY_SUFFIX.test(name) && !elsewhere) return null;
  const start = cell.text.indexOf(name, match[0].length);
  return { name, start: start >= 0 ? start : match[0].length };
}

/** A legal notice naming the company before it: only its issuer prints one. */
const LEGAL_NOTICE =
  /^(?:soci[ée]t[ée]\s+(?:anonyme|par\s+actions\s+simplifi[ée]e|[àa]\s+responsabilit[ée]\s+limit[ée]e)|S\.?A\.?S?\.?U?|SARL|EURL|GmbH|AG)\b.*\b(?:capital|stammkapital|grundkapital)\b/i;

function stripLeadingLabel(text: string): string {
  return text.replace(/^.*?\b(?:from|von|de|van|by)\s*:\s*/i, '');
}

/**
 * How long the seller label a text begins with is ("Dodavatel MARFIPA s.r.o."): 0 when there is
 * none, or when the rest is only a legal form ("Lieferant GmbH" is a name).
 */
export function sellerLabelLength(text: string): number {
  const label = LEADING_VENDOR_LABEL.exec(text);
  if (!label) return 0;
  const rest = text.slice(label[0].length).replace(COMPANY_SUFFIX, '');
  return /\p{L}{2}/u.test(rest) ? label[0].length : 0;
}

export function vendorName(text: string): string | null {
  let name = text.replace(/\s+/g, ' ').replace(/^[\s:,-]+|[\s:,]+$/g, '');
  name = name.slice(sellerLabelLength(name)).trim();
  // The seller's name and an identifier after a slash: "Nordwing / IATA 97772932".
  name = name.replace(/\s+\/\s+[^/]*\d{4,}[^/]*$/, '');
  if (name.length < 2 || name.length > 120) return null;
  if (!/\p{L}{2}/u.test(name)) return null;
  if (DOCUMENT_TITLES.test(name) || CUSTOMER_LABELS.test(name) || BANK_WORDS.test(name))
    return null;
  // Addresses, dates, amounts, contact details.
  if (/^\d/.test(name) || /@|www\.|https?:|\btel\b|phone|fax|iban|bic\b/i.test(name)) return null;
  // Identifiers such as INV/2024/00005.
  if (!name.includes(' ') && /\d/.test(name)) return null;
  return name;
}
