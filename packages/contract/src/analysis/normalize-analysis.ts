/**
 * SPEC.md sections 3 and 4: whatever an analysis answers (text, a fenced JSON block, an array, an
 * `{ analysis, images }` envelope or a plain object, with the alternate field names older servers
 * and models use) becomes one ProcessedInvoice with the spec's defaults. Used by the web app on
 * the server's answer and by the worker on model output. Pure: the clock is injectable.
 */
import { INVOICE_LIMITS } from '../invoices/invoice.schema.js';
import { sumMoney } from '../money/decimal.js';
import { parseInvoiceDate } from './find-dates.js';
import { parseAmount, parseCurrencyCode } from './parse-values.js';

/** An extracted invoice as the review panel holds it (SPEC.md section 3). */
export interface ProcessedInvoice {
  /** A timestamp (ms), unique enough within one client session. */
  id: number;
  invoiceNumber: string;
  /** YYYY-MM-DD. */
  date: string;
  vendor: string;
  /** Net amount. */
  amount: number;
  taxAmount: number;
  taxNumber1: string | null;
  taxNumber2: string | null;
  taxNumber3: string | null;
  category: string;
  currency: string;
  description: string;
  source: typeof PROCESSED_INVOICE_SOURCE;
  /** Page image paths. */
  images: string[];
  /** What the analysis answered for this invoice, before mapping. */
  rawData: unknown;
}

export const PROCESSED_INVOICE_SOURCE = 'pdf_processing';
export const ERROR_PROCESSING_CATEGORY = 'Error Processing';
export const PARSE_ERROR_CATEGORY = 'Parse Error';
export const ANALYSIS_DEFAULTS = {
  invoiceNumberPrefix: 'AUTO-',
  vendor: 'Unknown Vendor',
  category: 'Processed from PDF',
  currency: 'USD',
  description: 'Automatically processed from PDF',
  noData: 'No data received from server',
} as const;

export interface NormalizeAnalysisOptions {
  /** The clock: id, the AUTO- invoice number and the default date come from it. */
  now?: Date;
}

/** Cross marks and warning signs a failed analysis starts with (variation selectors allowed). */
const ERROR_MARKER = /^\s*[❌✖✗✘⚠⛔🚫❗‼❎]/u;
const ERROR_WORDS = /error|failed/i;

export function normalizeAnalysis(
  response: unknown,
  options: NormalizeAnalysisOptions = {},
): ProcessedInvoice {
  const now = options.now ?? new Date();
  return fromValue(response, [], now, 0);
}

function fromValue(value: unknown, images: string[], now: Date, depth: number): ProcessedInvoice {
  if (depth > 4)
    return failure(
      PARSE_ERROR_CATEGORY,
      'The analysis answer is nested too deeply',
      value,
      images,
      now,
    );
  if (value === null || value === undefined)
    return failure(PARSE_ERROR_CATEGORY, ANALYSIS_DEFAULTS.noData, value, images, now);
  if (typeof value === 'string') return fromText(value, images, now, depth);
  if (Array.isArray(value)) {
    if (value.length === 0)
      return failure(PARSE_ERROR_CATEGORY, ANALYSIS_DEFAULTS.noData, value, images, now);
    return fromValue(value[0], images, now, depth + 1);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return fromText(String(value), images, now, depth);
  }
  if (typeof value !== 'object')
    return failure(PARSE_ERROR_CATEGORY, ANALYSIS_DEFAULTS.noData, undefined, images, now);
  const record = value as Record<string, unknown>;
  const envelopeImages = readImages(record);
  const allImages = envelopeImages.length > 0 ? envelopeImages : images;
  if ('analysis' in record) return fromValue(record.analysis, allImages, now, depth + 1);
  if (typeof record.error === 'string' && record.error.trim()) {
    return failure(ERROR_PROCESSING_CATEGORY, record.error.trim(), value, allImages, now);
  }
  return fromRecord(record, allImages, now);
}

function fromText(text: string, images: string[], now: Date, depth: number): ProcessedInvoice {
  const trimmed = text.trim();
  if (!trimmed) return failure(PARSE_ERROR_CATEGORY, ANALYSIS_DEFAULTS.noData, text, images, now);
  if (ERROR_MARKER.test(trimmed))
    return failure(ERROR_PROCESSING_CATEGORY, trimmed, text, images, now);
  const parsed = parseJsonText(trimmed);
  if (parsed.ok) return fromValue(parsed.value, images, now, depth + 1);
  if (ERROR_WORDS.test(trimmed))
    return failure(ERROR_PROCESSING_CATEGORY, trimmed, text, images, now);
  return failure(PARSE_ERROR_CATEGORY, trimmed, text, images, now);
}

/** JSON from text that may wrap it in a ```json fence or put a sentence around it. */
function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false } {
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)\n?\s*```/.exec(text);
  const candidates = [fenced?.[1], text, outermostJson(text)];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (value !== null && typeof value === 'object') return { ok: true, value };
    } catch {
      // try the next reading
    }
  }
  return { ok: false };
}

function outermostJson(text: string): string | undefined {
  const start = text.search(/[[{]/);
  if (start < 0) return undefined;
  const close = text[start] === '{' ? '}' : ']';
  const end = text.lastIndexOf(close);
  return end > start ? text.slice(start, end + 1) : undefined;
}

function readImages(record: Record<string, unknown>): string[] {
  const images = record.images ?? record.image;
  const list = Array.isArray(images) ? images : [images];
  return list.filter((image): image is string => typeof image === 'string' && image.trim() !== '');
}

function fromRecord(
  record: Record<string, unknown>,
  images: string[],
  now: Date,
): ProcessedInvoice {
  const base = defaults(now, images, record);
  const taxAmount = first(
    record,
    ['taxAmount', 'tax_amount', 'tax', 'vat', 'totalTax'],
    parseAmount,
  );
  const limited = (max: number) => (value: unknown) => text(value, max);
  return {
    ...base,
    invoiceNumber:
      first(
        record,
        ['invoiceNumber', 'invoice_number', 'invoiceNo', 'number', 'id'],
        limited(INVOICE_LIMITS.name),
      ) ?? base.invoiceNumber,
    date:
      first(record, ['date', 'invoiceDate', 'invoice_date', 'issueDate'], readDate) ?? base.date,
    vendor: readVendor(record) ?? base.vendor,
    amount: readNetAmount(record, taxAmount) ?? 0,
    taxAmount: taxAmount ?? 0,
    taxNumber1: first(
      record,
      ['taxNumber1', 'tax_number_1', 'gstNumber', 'hstNumber', 'gst_number', 'hst_number'],
      limited(INVOICE_LIMITS.taxNumber),
    ),
    taxNumber2: first(
      record,
      ['taxNumber2', 'tax_number_2', 'qstNumber', 'qst_number'],
      limited(INVOICE_LIMITS.taxNumber),
    ),
    taxNumber3: first(
      record,
      ['taxNumber3', 'tax_number_3', 'vatNumber', 'vat_number'],
      limited(INVOICE_LIMITS.taxNumber),
    ),
    category:
      first(record, ['category', 'type'], limited(INVOICE_LIMITS.category)) ?? base.category,
    currency:
      first(record, ['currency', 'currencyCode', 'currency_code'], parseCurrencyCode) ??
      base.currency,
    description:
      first(record, ['description', 'notes', 'summary'], limited(INVOICE_LIMITS.description)) ??
      base.description,
  };
}

/** The first of the named fields that reads as a value, in the order given. */
function first<T>(
  record: Record<string, unknown>,
  names: readonly string[],
  read: (value: unknown) => T | null,
): T | null {
  for (const name of names) {
    const value = read(record[name]);
    if (value !== null) return value;
  }
  return null;
}

function text(value: unknown, max: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

function readDate(value: unknown): string | null {
  if (typeof value === 'number') {
    const moment = new Date(value);
    return Number.isFinite(moment.getTime()) ? isoDay(moment) : null;
  }
  return parseInvoiceDate(value);
}

/** The vendor name: `vendorName` / `vendor_name`, `vendor` as text or as `{ name }`, or its aliases. */
function readVendor(record: Record<string, unknown>): string | null {
  const vendor = record.vendor;
  const vendorObjectName =
    vendor !== null && typeof vendor === 'object' && !Array.isArray(vendor)
      ? (vendor as Record<string, unknown>).name
      : undefined;
  return first(
    { ...record, vendorObjectName },
    ['vendorName', 'vendor_name', 'vendorObjectName', 'vendor', 'supplier', 'company'],
    (value) => text(value, INVOICE_LIMITS.vendor),
  );
}

/**
 * The net amount. `amount` (Billfold's own field, net) or `subtotal` first; a gross
 * `totalAmount` / `total_amount` / `total` alone becomes net by taking the tax off, so that
 * amount + tax (how every invoice total is computed) gives back the printed total.
 */
function readNetAmount(record: Record<string, unknown>, taxAmount: number | null): number | null {
  const net = first(record, ['amount', 'subtotal', 'netAmount', 'net_amount'], parseAmount);
  if (net !== null) return net;
  const gross = first(record, ['totalAmount', 'total_amount', 'total'], parseAmount);
  if (gross === null) return null;
  return taxAmount === null ? gross : sumMoney([gross, -taxAmount]);
}

function defaults(now: Date, images: string[], rawData: unknown): ProcessedInvoice {
  return {
    id: now.getTime(),
    invoiceNumber: `${ANALYSIS_DEFAULTS.invoiceNumberPrefix}${now.getTime()}`,
    date: isoDay(now),
    vendor: ANALYSIS_DEFAULTS.vendor,
    amount: 0,
    taxAmount: 0,
    taxNumber1: null,
    taxNumber2: null,
    taxNumber3: null,
    category: ANALYSIS_DEFAULTS.category,
    currency: ANALYSIS_DEFAULTS.currency,
    description: ANALYSIS_DEFAULTS.description,
    source: PROCESSED_INVOICE_SOURCE,
    images,
    rawData,
  };
}

function failure(
  category: string,
  message: string,
  rawData: unknown,
  images: string[],
  now: Date,
): ProcessedInvoice {
  return {
    ...defaults(now, images, rawData),
    category,
    description: message.slice(0, INVOICE_LIMITS.description),
  };
}

/** The calendar day of a moment in the local time zone ("today" as the user sees it). */
function isoDay(moment: Date): string {
  const year = moment.getFullYear();
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
