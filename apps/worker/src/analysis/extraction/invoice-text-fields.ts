/**
 * Heuristics that read invoice fields from the text lines of a PDF: labels in English, German
 * and French (with some Spanish and Italian) next to or under their values, amounts checked
 * against each other (net + tax = total), currency from codes and symbols. Pure functions on
 * TextLine[], so they are tested without PDFs.
 */
import {
  emptyExtractedInvoice,
  isCurrencyCode,
  parseAmount,
  parseInvoiceDate,
  sumMoney,
  type ExtractedInvoice,
} from '@billfold/contract';
import type { TextCell, TextLine } from './pdf-text.js';

/** A value found after or under a label. */
interface Found {
  text: string;
  line: TextLine;
  index: number;
}

export function extractInvoiceFields(lines: readonly TextLine[]): ExtractedInvoice {
  const invoice = emptyExtractedInvoice();
  if (lines.length === 0) return invoice;
  const customerLines = customerBlock(lines);
  invoice.currency = findCurrency(lines);
  invoice.invoiceNumber = findInvoiceNumber(lines);
  invoice.date = findDate(lines, invoice.currency === 'USD' ? 'mdy' : 'dmy');
  invoice.vendor = findVendor(lines, customerLines);
  const amounts = findAmounts(lines);
  invoice.amount = amounts.net;
  invoice.taxAmount = amounts.tax;
  invoice.total = amounts.total;
  const taxNumbers = findTaxNumbers(lines, customerLines);
  invoice.taxNumber1 = taxNumbers.gstHst;
  invoice.taxNumber2 = taxNumbers.qst;
  invoice.taxNumber3 = taxNumbers.other;
  return invoice;
}

// ---------------------------------------------------------------------------------------------
// Label search

/**
 * Every value that follows a label: the rest of the label's cell, else the next cell on the line,
 * else the cell under the label on the next line (a header row above its values).
 */
function valuesAfter(lines: readonly TextLine[], label: RegExp, depth = 1): Found[] {
  const found: Found[] = [];
  lines.forEach((line, index) => {
    line.cells.forEach((cell, cellIndex) => {
      const match = label.exec(cell.text);
      if (!match) return;
      const rest = cell.text
        .slice(match.index + match[0].length)
        .replace(/^[\s:#.\-–]+/, '')
        .trim();
      if (rest) found.push({ text: rest, line, index });
      const next = line.cells[cellIndex + 1];
      if (next) found.push({ text: next.text, line, index });
      let above = { line, index, cell };
      for (let step = 0; step < depth; step++) {
        const below = cellBelow(lines, above.index, above.cell);
        if (!below) break;
        found.push({ text: below.cell.text, line: below.line, index: below.index });
        above = below;
      }
    });
  });
  return found;
}

function cellBelow(
  lines: readonly TextLine[],
  index: number,
  cell: TextCell,
): { cell: TextCell; line: TextLine; index: number } | null {
  const line = lines[index];
  const next = lines[index + 1];
  if (!line || !next || next.page !== line.page || line.y - next.y > line.size * 3) return null;
  const under = next.cells.find(
    (candidate) => candidate.x < cell.right + 2 && candidate.right > cell.x - 2,
  );
  return under ? { cell: under, line: next, index: index + 1 } : null;
}

// ---------------------------------------------------------------------------------------------
// Invoice number

const INVOICE_NUMBER_LABELS: readonly RegExp[] = [
  /\b(?:invoice|inv|bill|receipt|credit\s*note|tax\s*invoice)\s*(?:no\b\.?|number|num\b\.?|nr\b\.?|#|n°|id\b)\s*[:.#]?/i,
  /rechnungs?\s*-?\s*(?:nummer|nr\b\.?|no\b\.?)/i,
  /\b(?:gutschrift|beleg)s?\s*-?\s*(?:nummer|nr\b\.?)/i,
  /\b(?:n[°ºo]\.?|num[ée]ro)\s*(?:de\s*(?:la\s*)?)?(?:facture|l['’]avoir|avoir)\b/i,
  /\b(?:facture|avoir)\s*(?:n[°ºo]\.?|num[ée]ro|no\b\.?)/i,
  /\bfactura\s*(?:n[°ºo]\.?|n[úu]mero)/i,
  /\bfattura\s*(?:n[°ºo]\.?|numero)/i,
  // A title followed by its number: "INVOICE 2024-117", "Rechnung Nr 12", "Facture FA-12".
  /^(?:tax\s+)?(?:invoice|rechnung|facture|factura|fattura|gutschrift|avoir)\b\s*[:#]?/i,
];

const NOT_A_NUMBER = /^(?:date|datum|no\b|number|nr\b|n°|du|vom|from|to|page|seite)/i;

function findInvoiceNumber(lines: readonly TextLine[]): string | null {
  for (const label of INVOICE_NUMBER_LABELS) {
    for (const value of valuesAfter(lines, label)) {
      const token = invoiceNumberToken(value.text);
      if (token) return token;
    }
  }
  return null;
}

function invoiceNumberToken(text: string): string | null {
  const trimmed = text.trim();
  if (NOT_A_NUMBER.test(trimmed)) return null;
  const token = /^[#:]?\s*([A-Za-z0-9][A-Za-z0-9\-/._]{0,38}[A-Za-z0-9]|[0-9])(?=$|\s|,)/.exec(
    trimmed,
  )?.[1];
  if (!token || !/\d/.test(token)) return null;
  // A date or an amount under a header is not the number.
  if (parseInvoiceDate(token) !== null && /^[\d./-]+$/.test(token) && /[./-]/.test(token))
    return null;
  if (/^\d{1,3}(?:[.,]\d{3})*[.,]\d{2}$/.test(token)) return null;
  return token;
}

// ---------------------------------------------------------------------------------------------
// Date

const DATE_LABELS: readonly RegExp[] = [
  /\b(?:invoice|issue|billing|bill|document)\s*date\b|\bdate\s*(?:of\s*)?(?:issue|invoice)\b|\bdate\s*issued\b/i,
  /\b(?:rechnungs|ausstellungs|beleg)datum\b/i,
  /\bdate\s*(?:de\s*(?:la\s*)?)?facture\b|\bdate\s*d['’]\s*[ée]mission\b|\bfactur[ée]e?\s*le\b/i,
  /\bfecha\s*(?:de\s*)?(?:factura|emisi[óo]n)?\b|\bdata\s*(?:fattura)?\b/i,
  /^(?:date|datum|dated)\b|\b(?:date|datum)\s*:/i,
];
const INVOICE_TITLE = /rechnung|invoice|facture|factura|fattura|gutschrift|avoir|credit\s*note/i;
const OTHER_DATES =
  /due|fällig|f[äa]lligkeit|zahlbar|[ée]ch[ée]ance|leistung|liefer|delivery|order|bestell|p[ée]riode|period|service|ship|valid|g[üu]ltig|paiement\s*avant/i;

function findDate(lines: readonly TextLine[], order: 'dmy' | 'mdy'): string | null {
  for (const label of DATE_LABELS) {
    for (const value of valuesAfter(lines, label)) {
      const date = parseInvoiceDate(value.text, { order });
      if (date) return date;
    }
  }
  // A date on the title line ("Rechnung Nr. 12 vom 03.10.2018"), then the first date on a line
  // that is not about payment, delivery or a period.
  for (const line of lines) {
    if (!INVOICE_TITLE.test(line.text) || OTHER_DATES.test(line.text)) continue;
    const date = parseInvoiceDate(line.text, { order });
    if (date) return date;
  }
  for (const line of lines) {
    if (OTHER_DATES.test(line.text)) continue;
    const date = parseInvoiceDate(line.text, { order });
    if (date) return date;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Vendor

const COMPANY_SUFFIX =
  /(?:\b(?:GmbH|gGmbH|mbH|AG|KG|KGaA|OHG|UG|GbR|e\.\s?K\.|e\.V\.|Ltd|Limited|LLC|L\.L\.C\.|LLP|Inc|Incorporated|Corp|Corporation|PLC|Pty|SARL|S\.A\.R\.L\.|SAS|S\.A\.S\.|SASU|EURL|SNC|SA|S\.A\.|S\.L\.|S\.R\.L\.|SRL|S\.p\.A\.|SpA|B\.V\.|BV|N\.V\.|NV|Oy|AB|ApS|A\/S|AS|Sp\. z o\.o\.)(?![\w])\.?|\bCo\.)/;
const VENDOR_LABELS =
  /^(?:from|seller|vendor|supplier|issued\s*by|bill\s*from|rechnungs(?:s|er)steller|lieferant|verk[äa]ufer|auftragnehmer|absender|fournisseur|vendeur|[ée]metteur|prestataire|proveedor|emisor)\b(?=\s*:|\s*$)\s*:?/i;
const CUSTOMER_LABELS =
  /\b(?:bill(?:ed)?\s*to|invoice\s*to|sold\s*to|ship(?:ped)?\s*to|deliver\s*to|customer|client|buyer|recipient|rechnungs(?:empf[äa]nger|adresse)|empf[äa]nger|k[äa]ufer|kunde|lieferadresse|destinataire|factur[ée]e?\s*[àa]|adresse\s*de\s*(?:facturation|livraison)|acheteur|cliente)\b/i;
const DOCUMENT_TITLES =
  /^(?:(?:tax\s+|commercial\s+|proforma\s+|pro\s*forma\s+)?invoice|receipt|credit\s*note|statement|rechnung|gutschrift|quittung|facture|avoir|re[çc]u|factura|fattura|page|seite|original|copy|kopie|duplicata?)\b/i;

/** Indexes of the lines in a customer address block: after a customer label, at its left edge. */
function customerBlock(lines: readonly TextLine[]): Set<number> {
  const block = new Set<number>();
  lines.forEach((line, index) => {
    const cell = line.cells.find((candidate) => CUSTOMER_LABELS.test(candidate.text));
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

function findVendor(lines: readonly TextLine[], customerLines: Set<number>): string | null {
  // 1. A seller label: "From: Acme Ltd", "Lieferant" above the name (a company name first).
  const labelled = valuesAfter(lines, VENDOR_LABELS, 4)
    .map((value) => vendorName(value.text))
    .filter((name): name is string => name !== null);
  const labelledCompany = labelled.find((name) => COMPANY_SUFFIX.test(name));
  if (labelledCompany ?? labelled[0]) return labelledCompany ?? labelled[0] ?? null;
  // 2. A company-looking name, scored by where it stands.
  let best: { name: string; score: number } | null = null;
  const counts = new Map<string, number>();
  const candidates: { name: string; line: TextLine; index: number; senderLine: boolean }[] = [];
  lines.forEach((line, index) => {
    for (const cell of line.cells) {
      const parts = cell.text.split(/\s[·•|]\s|\s[-–]\s(?=\S)/);
      // "Acme GmbH · Street 1 · 12345 Town": the sender line above a letter's address window.
      const senderLine = parts.length >= 3 && /[·•|]/.test(cell.text);
      for (const part of parts) {
        const match = COMPANY_SUFFIX.exec(part);
        if (!match) continue;
        const name = vendorName(part.slice(0, match.index + match[0].length));
        if (!name || CUSTOMER_LABELS.test(name)) continue;
        candidates.push({ name, line, index, senderLine });
        counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
      }
    }
  });
  for (const { name, line, index, senderLine } of candidates) {
    let score = senderLine ? 2 : 0;
    if (customerLines.has(index)) score -= 5;
    if (line.page === 1 && line.top > 0.7) score += 3;
    if (line.top < 0.15) score += 2; // footers print the legal entity
    if ((counts.get(name.toLowerCase()) ?? 0) > 1) score += 1;
    score += Math.min(2, line.size / 12);
    if (!best || score > best.score) best = { name, score };
  }
  if (best && best.score > 0) return best.name;
  // 3. The largest text at the top of page one that is not the document title.
  const top = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line, index }) => line.page === 1 && line.top > 0.7 && !customerLines.has(index))
    .sort((left, right) => right.line.size - left.line.size);
  for (const { line } of top) {
    const name = vendorName(line.cells[0]?.text ?? '');
    if (name) return name;
  }
  return best?.name ?? null;
}

function vendorName(text: string): string | null {
  const name = text
    .replace(/\s+/g, ' ')
    .replace(/^[\s:,-]+|[\s:,]+$/g, '')
    .trim();
  if (name.length < 2 || name.length > 120) return null;
  if (!/\p{L}{2}/u.test(name)) return null;
  if (DOCUMENT_TITLES.test(name) || CUSTOMER_LABELS.test(name)) return null;
  // Addresses, dates, amounts, contact details.
  if (/^\d/.test(name) || /@|www\.|https?:|tel\b|phone|fax|iban|bic\b/i.test(name)) return null;
  // Identifiers such as INV/2024/00005.
  if (!name.includes(' ') && /\d/.test(name)) return null;
  return name;
}

// ---------------------------------------------------------------------------------------------
// Amounts

const TOTAL_STRONG =
  /\bbrutto\b|grand\s*total|invoice\s*total|total\s*(?:amount\s*)?(?:due\s*)?(?:incl\.?|including|inkl\.?)\s*(?:vat|tax|gst|mwst|ust)?|total\s*(?:gross|brut)|gross\s*(?:amount|total)|total\s*t\.?t\.?c\.?|montant\s*(?:total\s*)?t\.?t\.?c\.?|net\s*[àa]\s*payer|total\s*[àa]\s*payer|gesamtbetrag|rechnungsbetrag|rechnungssumme(?:\s*brutto)?|bruttobetrag|brutto\s*(?:gesamt|summe|betrag)|(?:gesamt|end)summe|summe\s*brutto|endbetrag|importe\s*total|totale\s*(?:fattura|documento)/i;
const TOTAL_WEAK =
  /\btotal\b|\bgesamt\b|\bsumme\b|\bmontant\b|amount\s*due|balance\s*due|amount\s*payable|saldo\s*adeudado|zu\s*zahlen|zahlbetrag|totale/i;
const NET_LABEL =
  /sub\s*-?\s*total|net\s*(?:amount|total|value)|total\s*(?:net|excl\.?|excluding|before\s*tax|w\/o|without|h\.?t\.?\b|hors\s*tax)|amount\s*(?:excl|before|net)|(?:netto|nettobetrag|nettosumme|warenwert|zwischensumme)|summe\s*netto|gesamt\s*netto|total\s*h\.?t\.?|montant\s*(?:total\s*)?h\.?t\.?|hors\s*taxes?|sous[-\s]total|total\s*parcial|base\s*(?:imposable|ht)|imponibile|base\s*imponible/i;
const TAX_LABEL =
  /\b(?:vat|v\.a\.t\.|taxe?s?|sales\s*tax|gst|hst|qst|pst|tvq|tps|mwst|m\.w\.st|ust|umsatzsteuer|mehrwertsteuer|tva|t\.v\.a\.|iva|impuestos?|montant\s*(?:de\s*(?:la\s*)?)?tva|total\s*tva)\b|steuer(?:betrag)?\b/i;
/** Tax lines that carry an identifier, not an amount. */
const TAX_ID_LINE =
  /(?:id\b|no\b|nr\b|n°|number|numéro|nummer|reg(?:istration)?\b|ident|intracom|uid\b|st\.?-?nr|steuer-?nr|steuernummer|#)/i;

/** Amount-looking tokens of a text, left to right, with percentages and dates left out. */
const AMOUNT_TOKEN =
  /(?<![\w.,/-])[-−]?\s?(?:[$€£¥₹]\s?)?\(?(?:\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})+|\d+)(?:[.,]\d{1,2})?\)?(?![\w/]|[.,-]\d|\s?%)/gu;

export function amountsIn(text: string): { value: number; decimals: boolean }[] {
  const amounts: { value: number; decimals: boolean }[] = [];
  for (const match of text.matchAll(AMOUNT_TOKEN)) {
    const token = match[0].trim();
    const value = parseAmount(token.replace(/^([-−])\s+/, '$1'));
    if (value === null) continue;
    amounts.push({ value, decimals: /[.,]\d{1,2}\)?$/.test(token) });
  }
  return amounts;
}

/** The amount in texts: the rightmost one, amounts with decimals preferred over whole numbers. */
function lastAmount(texts: readonly string[]): number | null {
  const amounts = amountsIn(texts.join('  '));
  const withDecimals = amounts.filter((amount) => amount.decimals);
  const pool = withDecimals.length > 0 ? withDecimals : amounts;
  return pool[pool.length - 1]?.value ?? null;
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
  below: boolean,
): { value: number; under: boolean } | null {
  const line = lines[index];
  const cell = line?.cells[cellIndex];
  if (!line || !cell) return null;
  const match = label.exec(cell.text);
  const rest = match ? cell.text.slice(match.index + match[0].length) : '';
  const sameLine = lastAmount([rest, ...line.cells.slice(cellIndex + 1).map((each) => each.text)]);
  if (sameLine !== null) return { value: sameLine, under: false };
  for (const other of [lines[index + 1], lines[index - 1]]) {
    if (!other || other.page !== line.page || Math.abs(other.y - line.y) > line.size * 0.9)
      continue;
    const value = lastAmount(
      other.cells.filter((each) => each.x >= cell.right - 1).map((each) => each.text),
    );
    if (value !== null) return { value, under: false };
  }
  if (!below) return null;
  for (let next = index + 1; next <= index + 3 && next < lines.length; next++) {
    const other = lines[next];
    if (!other || other.page !== line.page) break;
    const under = other.cells.filter((each) => each.x < cell.right + 4 && each.right > cell.x - 4);
    const value = lastAmount(under.map((each) => each.text));
    if (value !== null) return { value, under: true };
  }
  return null;
}

interface Candidate {
  value: number;
  rank: number;
  index: number;
}

function candidates(
  lines: readonly TextLine[],
  label: RegExp,
  rank: number,
  skip?: RegExp,
  below = true,
): Candidate[] {
  const found: Candidate[] = [];
  lines.forEach((line, index) => {
    line.cells.forEach((cell, cellIndex) => {
      if (!label.test(cell.text) || (skip && skip.test(cell.text))) return;
      const located = labelledAmount(lines, index, cellIndex, label, below);
      // A value under a column header is less sure than one beside its label.
      if (located)
        found.push({ value: located.value, rank: located.under ? rank - 0.5 : rank, index });
    });
  });
  return found;
}

export function findAmounts(lines: readonly TextLine[]): {
  net: number | null;
  tax: number | null;
  total: number | null;
} {
  const totals = [
    ...candidates(lines, TOTAL_STRONG, 2, NET_LABEL),
    ...candidates(
      lines,
      TOTAL_WEAK,
      1,
      new RegExp(`${NET_LABEL.source}|${TAX_LABEL.source}`, 'i'),
      false,
    ),
  ];
  const nets = candidates(lines, NET_LABEL, 1);
  const taxes = candidates(
    lines,
    TAX_LABEL,
    1,
    new RegExp(`${TOTAL_STRONG.source}|${NET_LABEL.source}|${TAX_ID_LINE.source}`, 'i'),
  );
  const byRank = (list: Candidate[]) =>
    [...list].sort((left, right) => right.rank - left.rank).map((each) => each.value);
  const netValues = unique(byRank(nets));
  const taxValues = unique(byRank(taxes)).filter((value) => !netValues.includes(value));
  const totalValues = unique(
    [...totals]
      .sort((left, right) => right.rank - left.rank || Math.abs(right.value) - Math.abs(left.value))
      .map((each) => each.value),
  );

  // A consistent triple wins: net + tax = total, the tax possibly summed over several rates.
  const taxSum = taxValues.length > 1 ? sumMoney(taxValues) : null;
  for (const total of totalValues) {
    for (const net of netValues) {
      for (const tax of taxSum === null ? taxValues : [...taxValues, taxSum]) {
        if (sumMoney([net, tax]) === total) return { net, tax, total };
      }
      if (net !== total && taxValues.length === 0 && Math.abs(net) < Math.abs(total)) {
        return { net, tax: sumMoney([total, -net]), total };
      }
    }
  }
  const total = totalValues[0] ?? null;
  const net = netValues.find((value) => value !== total) ?? netValues[0] ?? null;
  const tax = taxSum ?? taxValues[0] ?? null;
  if (total !== null && net === null && tax !== null)
    return { net: sumMoney([total, -tax]), tax, total };
  if (total === null && net !== null && tax !== null)
    return { net, tax, total: sumMoney([net, tax]) };
  return { net, tax, total };
}

function unique(values: number[]): number[] {
  return [...new Set(values)];
}

// ---------------------------------------------------------------------------------------------
// Currency

const CURRENCY_LABEL =
  /(?:currency|w[äa]hrung|devise|monnaie|moneda|valuta|betr[äa]ge\s*in|amounts?\s*in|montants?\s*en)\s*:?\s*([A-Z]{3})\b/i;
const SYMBOLS: readonly (readonly [RegExp, string])[] = [
  [/€/g, 'EUR'],
  [/£/g, 'GBP'],
  [/(?:CA|C)\$/g, 'CAD'],
  [/(?:AU|A)\$/g, 'AUD'],
  [/₹/g, 'INR'],
  [/¥/g, 'JPY'],
  [/(?<![A-Z])\$/g, 'USD'],
];
const NOT_CURRENCIES = new Set([
  'VAT',
  'TVA',
  'GST',
  'HST',
  'QST',
  'PST',
  'USt',
  'NET',
  'TAX',
  'ALL',
  'TOP',
  'CUP',
  'BOB',
  'MOP',
]);

function findCurrency(lines: readonly TextLine[]): string | null {
  const text = lines.map((line) => line.text).join('\n');
  const labelled = CURRENCY_LABEL.exec(text)?.[1]?.toUpperCase();
  if (labelled && isCurrencyCode(labelled)) return labelled;
  const counts = new Map<string, number>();
  const add = (code: string, weight: number) => counts.set(code, (counts.get(code) ?? 0) + weight);
  for (const match of text.matchAll(/\b([A-Z]{3})\b/g)) {
    const code = match[1] ?? '';
    if (!NOT_CURRENCIES.has(code) && isCurrencyCode(code)) add(code, 2);
  }
  for (const [symbol, code] of SYMBOLS) {
    const matches = text.match(symbol)?.length ?? 0;
    if (matches) add(code, matches);
  }
  // CA$ and A$ also count as "$": take them off USD.
  const dollars = (counts.get('CAD') ?? 0) + (counts.get('AUD') ?? 0);
  if (dollars && counts.has('USD'))
    counts.set('USD', Math.max(0, (counts.get('USD') ?? 0) - dollars));
  const [best] = [...counts.entries()]
    .filter(([, count]) => count > 0)
    .sort((left, right) => right[1] - left[1]);
  return best?.[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Tax numbers

const GST_HST =
  /\b(?:GST|HST|TPS)(?:\s*\/\s*(?:HST|TVH))?\s*(?:#|no\.?|number|num[ée]ro|reg(?:istration)?\.?(?:\s*(?:no\.?|#|number))?)?\s*[:#]?\s*(\d{9}\s?RT\s?\d{4}|\d{9})\b/i;
const QST =
  /\b(?:QST|TVQ)\s*(?:#|no\.?|number|num[ée]ro)?\s*[:#]?\s*(\d{10}\s?TQ\s?\d{4}|\d{10})\b/i;
const VAT_ID =
  /(?:VAT\s*(?:reg(?:istration)?\.?\s*)?(?:no\b\.?|number|id\b|#)|USt\.?\s*-?\s*Id(?:ent)?\.?\s*-?\s*(?:Nr\.?)?|UID(?:\s*-?\s*Nr\.?)?|Steuer\s*-?\s*(?:nummer|nr\.?)|St\.?\s*-?\s*Nr\.?|N[°o]\s*(?:de\s*)?TVA(?:\s*intra\w*)?|TVA\s*intra\w*|num[ée]ro\s*de\s*TVA|Tax\s*(?:ID|number|no\b\.?)|NIF|CIF)\s*[:.]?\s*([A-Z]{2}\s?[0-9A-Z](?:[0-9A-Z ./-]{5,18})[0-9A-Z]|\d[\d /]{6,16}\d)/i;

function findTaxNumbers(
  lines: readonly TextLine[],
  customerLines: Set<number>,
): { gstHst: string | null; qst: string | null; other: string | null } {
  // The customer's own numbers (in its address block) are never the vendor's.
  const first = (pattern: RegExp): string | null => {
    for (const [index, line] of lines.entries()) {
      if (customerLines.has(index)) continue;
      for (const cell of line.cells) {
        const value = pattern.exec(cell.text)?.[1]?.replace(/\s+/g, ' ').trim();
        if (value) return value;
      }
    }
    return null;
  };
  return { gstHst: first(GST_HST), qst: first(QST), other: first(VAT_ID) };
}
