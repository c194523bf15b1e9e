/**
 * The structured invoice a PDF may embed: UN/CEFACT Cross Industry Invoice (ZUGFeRD 2, Factur-X,
 * XRechnung CII), its ZUGFeRD 1.0 predecessor (CrossIndustryDocument), and UBL 2.1 Invoice /
 * CreditNote (XRechnung UBL, Peppol). Reads the header fields only; namespaces are ignored, so
 * every profile (MINIMUM to EXTENDED) and version reads the same.
 */
import { isCurrencyCode, parseAmount } from '@billfold/contract';
import { XMLParser } from 'fast-xml-parser';

export interface EInvoice {
  syntax: 'CII' | 'UBL';
  /** UNTDID 1001 document type: 380 invoice, 381 credit note, 384 correction… */
  typeCode: string | null;
  invoiceNumber: string | null;
  date: string | null;
  vendor: string | null;
  /** Net total (tax basis, after document-level allowances and charges). */
  amount: number | null;
  taxAmount: number | null;
  /** Gross total. */
  total: number | null;
  currency: string | null;
  /** The VAT rates of the tax breakdown, percent. */
  vatRates: number[];
  /** The seller's VAT identification number. */
  vatId: string | null;
}

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // No DOCTYPE entities: an embedded file is untrusted input.
  processEntities: false,
  htmlEntities: false,
});

/** The e-invoice in one embedded XML file, or null when the file is not one. */
export function readEInvoice(xml: Uint8Array | string): EInvoice | null {
  const text = typeof xml === 'string' ? xml : new TextDecoder('utf-8').decode(xml);
  let document: XmlNode;
  try {
    document = parser.parse(text) as XmlNode;
  } catch {
    return null;
  }
  const cii = node(document, 'CrossIndustryInvoice');
  if (cii) return readCii(cii);
  const zugferd1 = node(document, 'CrossIndustryDocument');
  if (zugferd1) return readCii(zugferd1, ZUGFERD1_NAMES);
  const ubl = node(document, 'Invoice') ?? node(document, 'CreditNote');
  if (ubl) return readUbl(ubl, node(document, 'CreditNote') !== undefined);
  return null;
}

/** The element names of the cross-industry invoice that ZUGFeRD 1 spells differently. */
interface CiiNames {
  header: string;
  transaction: string;
  agreement: string;
  settlement: string;
  totals: string;
  ratePercent: string;
}

const CII_NAMES: CiiNames = {
  header: 'ExchangedDocument',
  transaction: 'SupplyChainTradeTransaction',
  agreement: 'ApplicableHeaderTradeAgreement',
  settlement: 'ApplicableHeaderTradeSettlement',
  totals: 'SpecifiedTradeSettlementHeaderMonetarySummation',
  ratePercent: 'RateApplicablePercent',
};

const ZUGFERD1_NAMES: CiiNames = {
  header: 'HeaderExchangedDocument',
  transaction: 'SpecifiedSupplyChainTradeTransaction',
  agreement: 'ApplicableSupplyChainTradeAgreement',
  settlement: 'ApplicableSupplyChainTradeSettlement',
  totals: 'SpecifiedTradeSettlementMonetarySummation',
  ratePercent: 'ApplicablePercent',
};

function readCii(root: XmlNode, names: CiiNames = CII_NAMES): EInvoice {
  const header = node(root, names.header);
  const transaction = node(root, names.transaction);
  const seller = path(transaction, names.agreement, 'SellerTradeParty');
  const settlement = path(transaction, names.settlement);
  const totals = path(settlement, names.totals);
  const currency = code(text(path(settlement, 'InvoiceCurrencyCode')));
  return {
    syntax: 'CII',
    typeCode: text(path(header, 'TypeCode')),
    invoiceNumber: text(path(header, 'ID')),
    date: ciiDate(path(header, 'IssueDateTime', 'DateTimeString')),
    vendor: text(path(seller, 'Name')),
    amount: amount(path(totals, 'TaxBasisTotalAmount')),
    taxAmount: amountIn(nodes(totals, 'TaxTotalAmount'), currency),
    total: amount(path(totals, 'GrandTotalAmount')),
    currency,
    vatRates: rates(nodes(settlement, 'ApplicableTradeTax'), names.ratePercent),
    vatId: vatId(nodes(seller, 'SpecifiedTaxRegistration')),
  };
}

function readUbl(root: XmlNode, creditNote: boolean): EInvoice {
  const party = path(root, 'AccountingSupplierParty', 'Party');
  const totals = path(root, 'LegalMonetaryTotal');
  const currency = code(text(path(root, 'DocumentCurrencyCode')));
  const taxTotals = nodes(root, 'TaxTotal');
  const taxAmounts = taxTotals.flatMap((each) => nodes(each, 'TaxAmount'));
  const subtotals = taxTotals.flatMap((each) => nodes(each, 'TaxSubtotal'));
  return {
    syntax: 'UBL',
    typeCode:
      text(path(root, creditNote ? 'CreditNoteTypeCode' : 'InvoiceTypeCode')) ??
      (creditNote ? '381' : null),
    invoiceNumber: text(path(root, 'ID')),
    date: isoDate(text(path(root, 'IssueDate'))),
    vendor:
      text(path(party, 'PartyLegalEntity', 'RegistrationName')) ??
      text(path(party, 'PartyName', 'Name')),
    amount: amount(path(totals, 'TaxExclusiveAmount')),
    taxAmount: amountIn(taxAmounts, currency),
    total: amount(path(totals, 'TaxInclusiveAmount')),
    currency,
    vatRates: rates(
      subtotals.map((each) => path(each, 'TaxCategory')),
      'Percent',
    ),
    vatId:
      nodes(party, 'PartyTaxScheme')
        .map((scheme) => text(path(scheme, 'CompanyID')))
        .find((id) => id !== null) ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Reading the parsed tree

/** The first child of that name (fast-xml-parser gives a list when a name repeats). */
function node(parent: unknown, name: string): XmlNode | undefined {
  return nodes(parent, name)[0];
}

function nodes(parent: unknown, name: string): XmlNode[] {
  if (!parent || typeof parent !== 'object') return [];
  const value = (parent as XmlNode)[name];
  const list: unknown[] = Array.isArray(value)
    ? (value as unknown[])
    : value === undefined
      ? []
      : [value];
  // A text-only element parses to a string: wrap it so that attributes and text read alike.
  return list.map((each) =>
    each !== null && typeof each === 'object' ? (each as XmlNode) : { '#text': each },
  );
}

function path(parent: unknown, ...names: string[]): XmlNode | undefined {
  let current: unknown = parent;
  for (const name of names) current = node(current, name);
  return current as XmlNode | undefined;
}

function text(element: XmlNode | undefined): string | null {
  const value = element?.['#text'];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const trimmed = decodeEntities(String(value)).replace(/\s+/g, ' ').trim();
  return trimmed || null;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** XML's predefined entities and character references (DOCTYPE entities are never expanded). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const point =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function amount(element: XmlNode | undefined): number | null {
  const value = text(element);
  // XML decimals are always "1234.56"; parseAmount would read "1.234" as a thousand.
  if (value === null || !/^[-+]?\d+(?:\.\d+)?$/.test(value)) return parseAmount(value);
  return parseAmount(Number(value));
}

/** The amount stated in the invoice currency, where a tax total is also given in another. */
function amountIn(elements: XmlNode[], currency: string | null): number | null {
  const inCurrency = elements.find((each) => {
    const stated = each['@currencyID'];
    return typeof stated !== 'string' || stated.toUpperCase() === currency;
  });
  return amount(inCurrency ?? elements[0]);
}

function rates(elements: (XmlNode | undefined)[], name: string): number[] {
  const found = elements
    .map((each) => amount(path(each, name)))
    .filter((rate): rate is number => rate !== null);
  return [...new Set(found)];
}

function vatId(registrations: XmlNode[]): string | null {
  const ids = registrations.map((each) => node(each, 'ID')).filter((id) => id !== undefined);
  const vat = ids.find((id) => id['@schemeID'] === 'VA') ?? ids[0];
  return text(vat);
}

function code(value: string | null): string | null {
  const upper = value?.toUpperCase() ?? null;
  return upper && isCurrencyCode(upper) ? upper : null;
}

/** CII dates: format 102 (YYYYMMDD), sometimes written as an ISO date. */
function ciiDate(element: XmlNode | undefined): string | null {
  const value = text(element);
  if (!value) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return compact ? isoDate(`${compact[1]}-${compact[2]}-${compact[3]}`) : isoDate(value);
}

function isoDate(value: string | null): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  const moment = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(moment.getTime()) || moment.toISOString().slice(0, 10) !== date ? null : date;
}
