/**
 * Every identifier printed on an invoice is a candidate for the invoice number: each run of
 * letters, digits and separators that holds a digit and is neither a date nor an amount. Each
 * carries features (which kind of label names it, beside it or above it; words around it that say
 * "number", "invoice", or another identifier such as an order or a customer number; its format;
 * where it stands and how large it is printed; the customer's block; a contact or bank line;
 * whether it is printed again) that a model fitted on the corpus (model/weights.ts) turns into a
 * score. The invoice's number is one choice among its candidates (choose-invoice-number.ts).
 */
import { findDates, monthNamed, parseInvoiceDate } from '@billfold/contract';
import { type TextCell, type TextLine, medianLineSize } from '../page-text.js';
import { NOT_AMOUNT_LINE } from './amount-candidates.js';
import { amountTokens } from './find-amounts.js';
import { customerCells, invoiceNumberToken, readsAsDate } from './find-identity.js';
import { cellBelow, labelOver, valuesAfter } from './label-values.js';
import {
  DATE_LABELS,
  INVOICE_NUMBER_LABEL_KINDS,
  INVOICE_NUMBER_LABELS,
  INVOICE_TITLE,
  legalForm,
  STREET,
  STREET_FIRST,
} from './labels.js';
import type { Located, TextCandidate } from './located.js';

export type NumberCandidate = TextCandidate;

/**
 * Runs of letters, digits and the separators identifiers use; and a document's type, a space, then
 * its series and number, as Portuguese invoices number them ("FR A/398", "FT 2023/1097").
 */
const TOKEN =
  /\b(?:FT|FR|FS|NC|ND|RC|RG|GT|GR|FA|VD) [A-Za-z0-9]+\/\d+\b|[A-Za-z0-9][A-Za-z0-9\-/._]*[A-Za-z0-9]|[0-9]/g;
/** "No.12345", "Nr.7": a number label glued to its value. */
const GLUED_LABEL = /^(?:n[o0]|nr|n[°º])\.(?=[A-Za-z0-9]*\d)/i;
const NUMBER_WORD =
  /(?:\b(?:no|nr|n[°º]|number|nummer|num[ée]ro|n[úu]mero|numer|[čc][íi]slo|id|ref)\b|#|n[°º])/i;
const DOCUMENT_WORD =
  /rechnung|invoice|facture|factura|factuur|fattura|faktur|fatura|gutschrift|avoir|credit\s*note|receipt|statement|bill\b|beleg|quittung|recibo|nota\b|document|doc\b/i;
/** Words of other identifiers: an order, a customer, an account, a contract, a tax or bank id. */
const OTHER_ID_WORD =
  /order|bestell|auftrag|commande|pedido|bestelling|ordine|customer|client|kunde|klant|cliente|account|konto|compte|cuenta|contract|vertrag|contrat|po\b|purchase|delivery|liefer|livraison|entrega|article|artikel|item|sku|tracking|transaction|member|mitglied|policy|project|projekt|projet|tax|vat|ust|mwst|tva|btw|iva|iban|phone|tel|fax|plz|zip|postcode|qty|quantity|menge|page|seite|p[áa]gina/i;
/** Words of a payment: a card slip's (its authorisation, the card, the terminal) or a cheque's. */
const PAYMENT_WORDS =
  /\b(?:auth(?:ori[sz]ation)?(?:\s*code)?|approval|approved|visa|mastercard|amex|maestro|contactless|card|terminal|paid|payment|received)\b/i;

/** Whether a cell or the one before it on its line speaks of a payment. */
function paymentCells(line: TextLine, cell: TextCell): boolean {
  const before = line.cells[line.cells.indexOf(cell) - 1];
  return PAYMENT_WORDS.test(cell.text) || (before !== undefined && PAYMENT_WORDS.test(before.text));
}
/** A date around the token: the token is part of it. */
const DATE_AROUND = /\d{1,4}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{2,4}/g;
const AMOUNT_SHAPE = /^[-−]?\d{1,3}(?:[.,' ]\d{3})*[.,]\d{1,2}$/;
/** An amount with its cents inside a text, not a piece of an identifier ("INV-2024.05"). */
const AMOUNT_AROUND = /(?<![\p{L}\d.,'/-])\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}(?![\d.,]?\d)/gu;

interface Token {
  text: string;
  start: number;
  end: number;
}

/** The identifier-like tokens of a cell's text. */
function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    let value = match[0];
    let start = match.index ?? 0;
    const glued = GLUED_LABEL.exec(value);
    if (glued) {
      value = value.slice(glued[0].length);
      start += glued[0].length;
    }
    if (!/\d/.test(value) || value.length > 40) continue;
    tokens.push({ text: value, start, end: start + value.length });
  }
  return tokens;
}

/** A number and a unit of length, weight or volume, as an item's description prints it. */
const MEASURE = /^\d+(?:[.,]\d+)?(?:mm|cm|m|km|mg|g|kg|ml|cl|l|ltr|in|ft|oz|lb|lbs)$/i;

/** Whether the token can never be an invoice number: a date, an amount, a rate, a measure. */
function neverANumber(cell: TextCell, token: Token, namedDates: readonly Span[]): boolean {
  const text = token.text;
  if (AMOUNT_SHAPE.test(text)) return true;
  if (/^\s?%/.test(cell.text.slice(token.end))) return true;
  // A measure with its unit ("Cable tray 3m", "500mm", "2.5kg").
  if (MEASURE.test(text)) return true;
  if (addressPhoneTimeOrAmount(cell, token)) return true;
  // A postcode before its town, starting an address's line or its part ("75001 Paris"); a value
  // a label names is kept ("Invoice No." over "10452 Date 12/03/2024").
  if (
    /^\d{4,5}$/.test(text) &&
    /^\s\p{Lu}\p{L}/u.test(cell.text.slice(token.end)) &&
    /(?:^|,)\s*$/.test(cell.text.slice(0, token.start))
  )
    return true;
  for (const match of cell.text.matchAll(DATE_AROUND)) {
    const start = match.index ?? 0;
    if (token.start < start + match[0].length && token.end > start) {
      // "2024-0117" is a number; a token that is exactly a date is not.
      if (parseInvoiceDate(match[0]) !== null) return true;
    }
  }
  if (readsAsDate(text, { compact: true })) return true;
  if (misreadLegalForm(text) || MISREAD_ABBREVIATION.test(text)) return true;
  // A day beside its month's name, a date with no year ("August 1 - August 31, 2024").
  if (/^\d{1,2}$/.test(text)) {
    const before = /(\p{L}{3,12})\.?\s*$/u.exec(cell.text.slice(0, token.start))?.[1];
    const after = /^(?:st|nd|rd|th|er)?\.?\s*(?:de\s+)?(\p{L}{3,12})/u.exec(
      cell.text.slice(token.end),
    )?.[1];
    if ((before && monthNamed(before)) || (after && monthNamed(after))) return true;
  }
  return inside(token, namedDates);
}

/**
 * An abbreviation's letters with dots, an O read as a zero ("P.0./S.0. Number:", a purchase or
 * sales order's label): letters and zeros, one at a time between dots and slashes.
 */
const MISREAD_ABBREVIATION = /^(?=.*[A-Za-z])(?=.*0)(?:[A-Za-z0]\.\/?)+[A-Za-z0]?$/;

/**
 * A legal form a scan read with one digit for a letter ("MARFIPA s.r.0."): 0 for o, 1 for l or
 * I, 5 for s.
 */
function misreadLegalForm(text: string): boolean {
  if (!/^[\p{L}.015]*$/u.test(text) || text.replace(/\D/g, '').length !== 1) return false;
  return [
    { 0: 'o', 1: 'l', 5: 's' },
    { 0: 'O', 1: 'I', 5: 'S' },
  ].some((letters: Record<string, string>) => {
    const read = text.replace(/[015]/g, (digit) => letters[digit]!);
    const form = legalForm(read);
    return form !== null && form.index === 0 && form.end >= read.replace(/\.$/, '').length;
  });
}

/** A telephone label and the start of its number, before a token. */
const PHONE_BEFORE =
  /(?<![\p{L}])(?:tel|telefon|telephone|phone|fax|telefax|mobil|mobile|cell|t[ée]l[ée]?(?:phone)?|tlf|puh)\.?\s*:?\s*[+\d\s/().-]*$/iu;

/**
 * A telephone number as printed, in groups of digits parted by spaces: a trunk prefix ("0140 264
 * 3301", "020 7946 0018") or a country's code ("+44 20 7946 0018") first. (A token holds no
 * space: only a value a label's rule reads whole has this shape.)
 */
const PHONE_SHAPE = /^(?:\+\d{1,3}|\(?0[1-9]\d{0,4}\)?)(?:\s\d{2,5}){1,4}$/;

/**
 * Whether the token is a house number, a telephone number, a time or a piece of an amount, even
 * where a label seems to name it ("Facture" over "74 boulevard Voltaire").
 */
function addressPhoneTimeOrAmount(cell: TextCell, token: Token): boolean {
  const text = token.text;
  // A piece of an amount with its cents ("1" and "20" of "1,20 €"), or a value a label's rule
  // reads across one's start ("INR 77" of "Invoice Total INR 77,043.97"); amounts without cents
  // are left to the other rules (an identifier may be all digits).
  for (const match of cell.text.matchAll(AMOUNT_AROUND)) {
    const start = match.index ?? 0;
    if (token.start < start + match[0].length && token.end > start) return true;
  }
  // A telephone or fax number, or a piece of one ("Tel.: 0123/45678", "Fax +49 (0)30 1234"), or
  // a value shaped as one where no label says so: a scan's row that joined a label with the
  // customer's telephone beside it ("Invoice Number | 0140 264 3301").
  if (PHONE_BEFORE.test(cell.text.slice(0, token.start))) return true;
  if (PHONE_SHAPE.test(text) && text.replace(/\D/g, '').length >= 9) return true;
  if (isHouseNumber(cell.text, token)) return true;
  if (isUnitNumber(cell.text, token)) return true;
  // Opening hours ("8.00-20.00"; a token holds no colon or space).
  if (/^\d{1,2}\.\d{2}-\d{1,2}\.\d{2}$/.test(text)) return true;
  // A time of day ("14:22", "14:22:18", "14h22"): its hours or its minutes are no number.
  if (/^\d{1,2}h\d{2}$/.test(text)) return true;
  if (/^\d{1,2}$/.test(text) && /^:\d{2}(?!\d)/.test(cell.text.slice(token.end))) return true;
  return /^\d{2}$/.test(text) && /(?<!\d)\d{1,2}:$/.test(cell.text.slice(0, token.start));
}

/** A building's words in Singaporean and Malaysian addresses, beside the streets' own. */
const BUILDING = /\b(?:blk|block|jalan|jln|lorong|tower|building|centre|center|plaza|mall)\b/i;

/**
 * A unit's floor and number after its street or building, as Singaporean and Malaysian addresses
 * print it ("290 Jurong East Street 21 #28-47", "Blk 5 Ang Mo Kio #03-12"): '#' before it names
 * the unit, not an identifier.
 */
function isUnitNumber(text: string, token: Token): boolean {
  if (!/^\d{1,3}-\d{1,4}[a-z]?$/i.test(token.text)) return false;
  const before = text.slice(0, token.start);
  return /#\s?$/.test(before) && (STREET.test(before) || BUILDING.test(before));
}

/** Where an address's parts part: a comma, or a separator between spaces. */
const ADDRESS_PART = /,|\s[·•|–-]\s/g;

/**
 * A house number: a short number first or last in a part of an address that names a street ("5
 * rue de Paris", "Hauptstr. 5", "Via Roma 12a"), or alone after it ("Calle Mayor, 44"). A number
 * inside a longer text ("Invoice No. 58 Place of Supply") is not one.
 */
function isHouseNumber(text: string, token: Token): boolean {
  if (!/^\d{1,4}[a-z]?$/i.test(token.text)) return false;
  const bounds = [0];
  for (const match of text.matchAll(ADDRESS_PART))
    bounds.push(match.index ?? 0, (match.index ?? 0) + match[0].length);
  bounds.push(text.length);
  for (let at = 0; at + 1 < bounds.length; at += 2) {
    const [start, end] = [bounds[at]!, bounds[at + 1]!];
    if (token.start < start || token.end > end) continue;
    const part = text.slice(start, end).trim();
    const words = part.split(/\s+/);
    if (words.length === 1)
      return at >= 2 && STREET.test(text.slice(bounds[at - 2], bounds[at - 1]));
    const first = words[0] === token.text;
    const last = words[words.length - 1] === token.text;
    // (Or the number ends its part and the next part begins with the street: "No. 46, Jalan PJU
    // 7/3", "12, rue de la Paix".)
    const next = at + 3 < bounds.length ? text.slice(bounds[at + 2], bounds[at + 3]).trim() : '';
    const streetNext = last && STREET_FIRST.test(next);
    return ((first || last) && STREET.test(part)) || streetNext;
  }
  return false;
}

interface Span {
  start: number;
  end: number;
}

/** The dates of a text written with their month's name ("8 aprile 2023"): read once per cell. */
function namedDatesIn(text: string): Span[] {
  return [...findDates(text)].filter((date) => /Mon/.test(date.format));
}

/**
 * A part of a date a narrow column wraps ("TOTAL AMOUNT DUE ON October 1," over "2024"): the year
 * under the date's beginning, or the day over its year. Not a number.
 */
function inWrappedDate(
  lines: readonly TextLine[],
  lineIndex: number,
  cell: TextCell,
  token: Token,
): boolean {
  if (!/^(?:19|20)\d{2}$|^\d{1,2}$/.test(token.text)) return false;
  if (!cell.text.slice(0, token.start).trim()) {
    const over = labelOver(lines, lineIndex, cell);
    const start = over.length + 1 + token.start;
    if (
      over &&
      inside({ start, end: start + token.text.length }, namedDatesIn(`${over} ${cell.text}`))
    )
      return true;
  }
  if (/^[\s,.]*$/.test(cell.text.slice(token.end))) {
    const below = cellBelow(lines, lineIndex, cell)?.cell.text ?? '';
    if (/^(?:19|20)\d{2}\b/.test(below))
      return inside(token, namedDatesIn(`${cell.text} ${below}`));
  }
  return false;
}

/** Whether the token overlaps one of the spans (the day or the year of such a date). */
function inside(token: Span, spans: readonly Span[]): boolean {
  return spans.some((span) => token.start < span.end && token.end > span.start);
}

/**
 * On a scan, a lone 1, l, I or | right before an identifier with digits in its cell
 * ("Rechnungsnummer 1 CGNT6400913"): a frame's or a rule's stroke OCR read as a character.
 */
function strokeBefore(line: TextLine, cell: TextCell, token: Token): boolean {
  return (
    line.source === 'ocr' &&
    /^[1lI|]$/.test(token.text) &&
    /^\s+(?=[A-Za-z0-9\-/._]*\d)[A-Za-z0-9][A-Za-z0-9\-/._]{3,}/.test(cell.text.slice(token.end))
  );
}

/** The text that labels a cell from the left: its own text before the token, else the cell left of it. */
function leftLabel(line: TextLine, cell: TextCell, start: number): string {
  const own = cell.text.slice(0, start).trim();
  if (/\p{L}/u.test(own)) return own;
  const index = line.cells.indexOf(cell);
  const left = line.cells[index - 1];
  return left && cell.x - left.right < 200 ? `${left.text} ${own}`.trim() : own;
}

const has = (pattern: RegExp, text: string) => (text && pattern.test(text) ? 1 : 0);

/** A pro forma's number label after a word of a sentence ("for pro forma invoice n°"). */
const PRO_FORMA_REFERENCE =
  /(?<![\p{L}])(?:for|on|of|to|from|against|under|zu[mr]?|pour|de|du|sur|por|para|del|di|per|op|van)\s+(?:(?:the|our|your|la|le|notre|votre|die|der|unsere[rm]?)\s+)?pro[\s-]*forma\s+\p{L}+\s*(?:n[°ºo]\.?|nr\.?|no\.?|number|#)?\s*:?\s*$/iu;

export function numberCandidates(
  lines: readonly TextLine[],
  customer: ReadonlySet<TextCell> = customerCells(lines),
): NumberCandidate[] {
  const lineOf = new Map<TextCell, number>();
  lines.forEach((line, index) => line.cells.forEach((cell) => lineOf.set(cell, index)));
  const idOf = (cell: TextCell, start: number, end: number) =>
    `${lineOf.get(cell)}:${cell.x}:${start}:${end}`;
  // The tokens the label rules of find-identity.ts name, by kind of label (every match).
  const named = new Map<string, { located: Located<string>; kinds: Set<string> }>();
  // (Under a label, past a second label ("Tax Invoice" over "Ref:" over "28422"), not past a name
  // or a value: "Tax Invoice" over a seller's name over its address or its phone number.)
  const passOver = (cell: TextCell) =>
    !/\d/.test(cell.text) &&
    (/[:#]\s*$/.test(cell.text) || INVOICE_NUMBER_LABELS.some((each) => each.test(cell.text)));
  for (const [kind, label] of INVOICE_NUMBER_LABEL_KINDS) {
    for (const [position, value] of valuesAfter(lines, label, 2, passOver).entries()) {
      const located = invoiceNumberToken(value);
      if (!located) continue;
      // A payment's reference or cheque ("Auth: 839974 | Ref: 736596", "Payment received | Check
      // #4521") is the bank's, not the invoice's: told by the label's cell and the one before it.
      if (
        (kind === 'labelReference' || /^(?:check|chk)\b/i.test(located.cell.text)) &&
        paymentCells(located.line, located.cell)
      )
        continue;
      // A sentence's reference to the pro forma this invoice settles ("Final invoice for pro forma
      // invoice n° PRO-25-398 of 20/08/2025") names another document's number.
      if (PRO_FORMA_REFERENCE.test(located.cell.text.slice(0, located.start))) continue;
      const id = idOf(located.cell, located.start, located.end);
      const entry = named.get(id) ?? { located, kinds: new Set<string>() };
      entry.kinds.add(kind);
      if (position === 0) entry.kinds.add('labelFirst');
      named.set(id, entry);
    }
  }
  const places: { token: Token; line: TextLine; lineIndex: number; cell: TextCell }[] = [];
  const ids = new Set<string>();
  lines.forEach((line, lineIndex) => {
    for (const cell of line.cells) {
      const namedDates = namedDatesIn(cell.text);
      for (const token of tokensOf(cell.text)) {
        if (neverANumber(cell, token, namedDates)) continue;
        if (strokeBefore(line, cell, token)) continue;
        if (inWrappedDate(lines, lineIndex, cell, token)) continue;
        ids.add(idOf(cell, token.start, token.end));
        places.push({ token, line, lineIndex, cell });
      }
    }
  });
  // A labelled value the tokens split ("FV 3/05/2021") is a candidate as the label reads it.
  for (const [id, { located }] of named) {
    if (ids.has(id)) continue;
    const token = { text: located.value, start: located.start, end: located.end };
    if (inside(located, namedDatesIn(located.cell.text))) continue;
    if (strokeBefore(located.line, located.cell, token)) continue;
    if (addressPhoneTimeOrAmount(located.cell, token)) continue;
    const lineIndex = lineOf.get(located.cell) ?? 0;
    if (inWrappedDate(lines, lineIndex, located.cell, token)) continue;
    places.push({
      token,
      line: located.line,
      lineIndex,
      cell: located.cell,
    });
  }
  const counts = new Map<string, number>();
  for (const { token } of places) {
    const normal = token.text.toLowerCase();
    counts.set(normal, (counts.get(normal) ?? 0) + 1);
  }
  const medianSize = medianLineSize(lines);
  return places.map(({ token, line, lineIndex, cell }) => {
    const labelKinds = named.get(idOf(cell, token.start, token.end))?.kinds ?? new Set<string>();
    const left = leftLabel(line, cell, token.start);
    const above = labelOver(lines, lineIndex, cell);
    const context = `${left} | ${above}`;
    const text = token.text;
    const digits = text.replace(/\D/g, '').length;
    const amounts = line.cells.reduce((sum, each) => sum + amountTokens(line, each).length, 0);
    const features: Record<string, number> = {
      labelInvoiceNo: Number(labelKinds.has('labelInvoiceNo')),
      labelTitle: Number(labelKinds.has('labelTitle')),
      labelSymbol: Number(labelKinds.has('labelSymbol')),
      labelReceipt: Number(labelKinds.has('labelReceipt')),
      labelReference: Number(labelKinds.has('labelReference')),
      labelBareNumber: Number(labelKinds.has('labelBareNumber')),
      labelFirst: Number(labelKinds.has('labelFirst')),
      noLabel: Number(labelKinds.size === 0),
      // Words around it.
      numberWordLeft: has(NUMBER_WORD, left),
      numberWordAbove: has(NUMBER_WORD, above),
      documentWord: has(DOCUMENT_WORD, context),
      documentAndNumber: has(DOCUMENT_WORD, context) * has(NUMBER_WORD, context),
      titleOnLine: has(INVOICE_TITLE, line.text),
      otherIdWord: has(OTHER_ID_WORD, left) || has(OTHER_ID_WORD, above),
      dateWord: DATE_LABELS.some((label) => label.test(left)) ? 1 : 0,
      colonBefore: Number(
        /[:#]\s*$/.test(cell.text.slice(0, token.start)) || /[:#]\s*$/.test(left),
      ),
      // Format.
      letters: Number(/[A-Za-z]/.test(text)),
      separator: Number(/[-/._ ]/.test(text)),
      digits1to3: Number(digits <= 3),
      digits4to6: Number(digits >= 4 && digits <= 6),
      digits7to10: Number(digits >= 7 && digits <= 10),
      digits11up: Number(digits >= 11),
      yearPrefix: Number(/^(?:[A-Za-z]{0,5}[-/._ ]?)?(?:19|20)\d{2}(?!\d{3,}$)/.test(text)),
      glued: Number(/[A-Za-z]{4,}\d|\d[A-Za-z]{4,}/.test(text)),
      // Place.
      firstPage: Number(line.page === 1),
      topThird: Number(line.page === 1 && line.top > 0.66),
      rightHalf: Number(cell.x > line.pageWidth / 2),
      largeFont: Number(line.size > medianSize * 1.15),
      customerBlock: Number(customer.has(cell)),
      contactLine: Number(NOT_AMOUNT_LINE.test(line.text)),
      amountRow: Number(amounts >= 2),
      repeated: Number((counts.get(text.toLowerCase()) ?? 0) > 1),
    };
    return {
      located: { value: text, line, cell, start: token.start, end: token.end, certainty: 1 },
      features,
    };
  });
}
