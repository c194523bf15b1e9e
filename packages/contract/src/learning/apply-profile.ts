import type {
  EvidenceField,
  FieldEvidence,
  ValidationFlag,
} from '../analysis/analysis-result.schema.js';
import { ValidationFlagCode } from '../analysis/analysis-result.schema.js';
import type { ExtractedInvoice } from '../analysis/extracted-invoice.schema.js';
import { isKnownVatRate, rateTolerance, validateInvoice } from '../analysis/validate-invoice.js';
import { formatAmount, sumMoney } from '../money/decimal.js';
import { readAtAnchor, type PlacedValue } from './anchors.js';
import {
  ANCHORED_FIELDS,
  type AnchoredField,
  type DocumentReading,
  type LearnedField,
  type LearnedSource,
  type VendorProfileData,
} from './vendor-profile.schema.js';

export interface AnalysedInvoice {
  invoice: ExtractedInvoice;
  evidence: Partial<Record<EvidenceField, FieldEvidence>>;
  flags: ValidationFlag[];
}

export interface LearnedAnalysis extends AnalysedInvoice {
  /** The fields taken from the profile, each with the saved invoice it was learned from. */
  learned: Partial<Record<LearnedField, LearnedSource>>;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Where a learned value comes from, as the review panel says it: "from your invoice INV-123 of Mar
 * 3, 2024" (dates as the rest of the app shows them, SPEC section 9).
 */
export function learnedFrom(source: LearnedSource): string {
  const day = source.date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(source.date) : null;
  const date = day ? `${MONTHS[Number(day[2]) - 1]} ${Number(day[3])}, ${day[1]}` : null;
  const invoice = source.invoiceNumber
    ? `your invoice ${source.invoiceNumber}`
    : 'your saved invoice';
  return `from ${invoice}${date ? ` of ${date}` : ''}`;
}

const FIELD_NAMES: Record<AnchoredField | 'currency', string> = {
  invoiceNumber: 'invoice number',
  date: 'invoice date',
  amount: 'net amount',
  taxAmount: 'tax',
  total: 'total',
  currency: 'currency',
};

function rejected(field: EvidenceField | null, message: string): ValidationFlag {
  return { code: ValidationFlagCode.LEARNED_VALUE_REJECTED, field, message: message.slice(0, 300) };
}

function shown(value: string | number): string {
  return typeof value === 'number' ? formatAmount(value) : value;
}

const CENT = 0.011;

/**
 * An analysis with the user's profile of its vendor applied: each anchored field read at its
 * learned place first (the general extractor's reading stays where none is found); amounts only
 * as a set that adds up (net + tax = total); the user's vendor name, category and currency. On a
 * layout the profile has not seen (`sameLayout` false) a learned place only fills what the
 * extractor left open (an empty field, amounts that do not add up): the places may not carry
 * over, so no field can come out worse than without the profile. Where
 * a learned value disagrees with the document (an embedded e-invoice, a printed currency, a set
 * that does not add up, an impossible date) the document wins and a LEARNED_VALUE_REJECTED check
 * says so. The result goes through the same checks as any analysis.
 */
export function applyProfile(
  profile: VendorProfileData,
  reading: DocumentReading | null,
  base: AnalysedInvoice,
  options: { now?: Date; sameLayout?: boolean } = {},
): LearnedAnalysis {
  const sameLayout = options.sameLayout ?? true;
  const invoice: ExtractedInvoice = { ...base.invoice };
  const evidence = { ...base.evidence };
  const learned: Partial<Record<LearnedField, LearnedSource>> = {};
  const flags: ValidationFlag[] = [];
  const changed = new Set<EvidenceField>();
  const source = profile.source;
  const from = learnedFrom(source);
  const read: Partial<Record<AnchoredField, PlacedValue>> = {};
  if (reading) {
    for (const field of ANCHORED_FIELDS) {
      for (const anchor of profile.fields[field] ?? []) {
        const value = readAtAnchor(reading, anchor);
        if (value) {
          read[field] = value;
          break;
        }
      }
    }
  }
  const fromEInvoice = (field: EvidenceField) => base.evidence[field]?.source === 'e-invoice';
  const take = (field: AnchoredField, value: string | number) => {
    (invoice as Record<AnchoredField, string | number | null>)[field] = value;
    learned[field] = source;
    changed.add(field);
    const placed = read[field];
    if (placed && reading) {
      evidence[field] = {
        page: placed.line.page,
        box: {
          x: placed.cell.x,
          y: Math.max(0, placed.line.top - placed.line.height),
          width: Math.max(0, placed.cell.right - placed.cell.x),
          height: Math.min(placed.line.height, placed.line.top),
        },
        confidence: 0.95,
        source: reading.source,
      };
    }
  };

  for (const field of ['invoiceNumber', 'date'] as const) {
    const placed = read[field];
    if (!placed) continue;
    const value = placed.value;
    const document = base.invoice[field];
    if (!sameLayout && document !== null) continue;
    if (fromEInvoice(field) && document !== null && document !== value) {
      flags.push(
        rejected(
          field,
          `The ${FIELD_NAMES[field]} learned ${from} reads “${shown(value)}” here, but the invoice's embedded data says “${document}”; the document's value is kept.`,
        ),
      );
      continue;
    }
    // On an OCR'd page, a value read at the learned place alone (its label not found) is no
    // match for a sure reading of the extractor: the place may hold another value, or the same
    // characters in another format (11/03 as 11 March where the extractor read 3 November).
    if (
      reading?.source === 'ocr' &&
      !placed.byLabel &&
      document !== null &&
      document !== value &&
      sureReading(base, field)
    ) {
      flags.push(
        rejected(
          field,
          `The ${FIELD_NAMES[field]} learned ${from} reads “${shown(value)}” at its place, but its label is not on this scan and the document reads “${document}” surely; the document's value is kept.`,
        ),
      );
      continue;
    }
    if (
      field === 'date' &&
      typeof value === 'string' &&
      !plausibleDate(value, options.now ?? new Date())
    ) {
      flags.push(
        rejected(
          field,
          `The invoice date learned ${from} reads ${value} here, which cannot be right; the document's reading is kept.`,
        ),
      );
      continue;
    }
    take(field, value);
  }

  // A tax printed only as a rate where the tax amount stood: net and total still make a set with it.
  const taxRate =
    reading && !read.taxAmount
      ? (profile.fields.taxAmount ?? [])
          .map((anchor) => readAtAnchor(reading, { ...anchor, format: 'rate', index: 0 })?.value)
          .find((rate): rate is number => typeof rate === 'number')
      : undefined;
  const amounts = readAmounts(profile, read, base.invoice.taxAmount, taxRate ?? null);
  const anyAmountLearned = ANCHORED_FIELDS.some(
    (field) =>
      field !== 'invoiceNumber' && field !== 'date' && (profile.fields[field]?.length ?? 0) > 0,
  );
  const baseAmounts = {
    amount: base.invoice.amount,
    taxAmount: base.invoice.taxAmount,
    total: base.invoice.total,
  };
  const baseAddsUp =
    baseAmounts.amount !== null &&
    baseAmounts.total !== null &&
    Math.abs(baseAmounts.amount + (baseAmounts.taxAmount ?? 0) - baseAmounts.total) <= CENT;
  // The same amounts with the document's sign (a credit note): the document's are kept as they are.
  const sameButSign =
    amounts !== null &&
    baseAddsUp &&
    (['amount', 'taxAmount', 'total'] as const).every(
      (field) =>
        Math.abs(
          Math.abs(baseAmounts[field] ?? 0) - Math.abs(amounts[field] ?? baseAmounts[field] ?? 0),
        ) <= CENT,
    ) &&
    (['amount', 'total'] as const).some(
      (field) => Math.sign(baseAmounts[field] ?? 0) !== Math.sign(amounts[field]),
    );
  // On a layout not seen before, a learned set only completes the document's reading: it must
  // agree with the total read off the document.
  const otherTotal =
    amounts !== null &&
    !sameLayout &&
    baseAmounts.total !== null &&
    Math.abs(baseAmounts.total - amounts.total) > CENT;
  // On an OCR'd page a learned place can land on another value of the same line or the next: a
  // set the extractor read surely and that adds up is the document's reading, and a different
  // learned set does not replace it.
  const sureBase =
    reading?.source === 'ocr' &&
    baseAddsUp &&
    baseAmounts.taxAmount !== null &&
    (['amount', 'taxAmount', 'total'] as const).every((field) => sureReading(base, field));
  const otherThanSure =
    amounts !== null &&
    sureBase &&
    (['amount', 'taxAmount', 'total'] as const).some(
      (field) => Math.abs((amounts[field] ?? baseAmounts[field]!) - baseAmounts[field]!) > CENT,
    );
  if (amounts && (sameButSign || (!sameLayout && baseAddsUp))) {
    // Nothing to take: the document's amounts stand.
  } else if (amounts && otherThanSure) {
    flags.push(
      rejected(
        'total',
        `The amounts at the places learned ${from} (${shown(amounts.amount)} + ${shown(amounts.taxAmount ?? 0)} = ${shown(amounts.total)}) differ from those read surely off this scan (${shown(baseAmounts.amount!)} + ${shown(baseAmounts.taxAmount!)} = ${shown(baseAmounts.total!)}); the document's amounts are kept.`,
      ),
    );
  } else if (amounts && otherTotal) {
    flags.push(
      rejected(
        'total',
        `The total at the place learned ${from} reads ${shown(amounts.total)}, but the document's total is ${shown(baseAmounts.total!)}; the document's amounts are kept.`,
      ),
    );
  } else if (amounts) {
    const disagreeing = (['amount', 'taxAmount', 'total'] as const).filter(
      (field) =>
        fromEInvoice(field) &&
        base.invoice[field] !== null &&
        amounts[field] !== null &&
        Math.abs(base.invoice[field] - amounts[field]) > CENT,
    );
    if (disagreeing.length > 0) {
      flags.push(
        rejected(
          'total',
          `The amounts learned ${from} (${shown(amounts.amount)} + ${shown(amounts.taxAmount ?? 0)} = ${shown(amounts.total)}) disagree with the invoice's embedded data; the document's amounts are kept.`,
        ),
      );
    } else {
      for (const field of ['amount', 'taxAmount', 'total'] as const) {
        const value = amounts[field];
        // (A net worked out as the document's own is left as the document shows it, with its
        // check saying so.)
        const documents = base.invoice[field];
        const sameWorkedOut =
          read[field] === undefined &&
          documents !== null &&
          Math.abs(documents - (value ?? 0)) <= CENT;
        if (value !== null && !sameWorkedOut) take(field, value);
      }
    }
  } else if (
    anyAmountLearned &&
    // (On a layout not seen before whose own amounts add up, places that read no set are the
    // other layout's: nothing is taken, and nothing needs saying.)
    (sameLayout || !baseAddsUp) &&
    (['amount', 'taxAmount', 'total'] as const).some((field) => read[field] !== undefined) &&
    // (Nor where what the places read is the document's own set, which adds up: a place not
    // found, the total's say, leaves nothing in doubt.)
    !(
      baseAddsUp &&
      (['amount', 'taxAmount', 'total'] as const).every((field) => {
        const found = read[field];
        const documents = baseAmounts[field];
        return (
          found === undefined ||
          (documents !== null && Math.abs(Number(found.value) - documents) <= CENT)
        );
      })
    )
  ) {
    // (In plain words: what the places read, figures that do not add up, helps no one decide.)
    flags.push(
      rejected(
        'total',
        `The amounts are not in the places learned ${from}, so they were read from this page: check them.`,
      ),
    );
  }

  invoice.vendor = profile.vendorName;
  learned.vendor = source;
  changed.add('vendor');
  if (profile.category) {
    invoice.category = profile.category;
    learned.category = source;
  }
  if (profile.currency && profile.currency !== base.invoice.currency) {
    const printed =
      base.invoice.currency !== null && (base.evidence.currency?.confidence ?? 0) >= 0.5;
    if (printed) {
      flags.push(
        rejected(
          'currency',
          `The currency learned ${from} is ${profile.currency}, but this invoice is in ${base.invoice.currency}; the document's currency is kept.`,
        ),
      );
    } else {
      invoice.currency = profile.currency;
      learned.currency = source;
      changed.add('currency');
    }
  } else if (profile.currency) {
    learned.currency = source;
  }

  const amountsChanged = changed.has('amount') || changed.has('total');
  const kept = base.flags.filter(
    (flag) =>
      !(flag.field !== null && changed.has(flag.field)) &&
      !(flag.code === ValidationFlagCode.TOTALS_MISMATCH && amountsChanged),
  );
  const rechecked = validateInvoice(invoice, { now: options.now ?? new Date() }).filter(
    (flag) =>
      flag.code !== ValidationFlagCode.UNKNOWN_VAT_RATE &&
      ((flag.field !== null && changed.has(flag.field)) ||
        (flag.code === ValidationFlagCode.TOTALS_MISMATCH && amountsChanged)),
  );
  return { invoice, evidence, flags: [...kept, ...rechecked, ...flags], learned };
}

/**
 * The learned amounts when they make a whole set: net + tax = total; net and total with the rate
 * printed where the tax stood (net × rate = total − net; the tax itself is not printed, so it is
 * not filled in); net = total for a vendor that charges no tax; or tax and total for a vendor that
 * prints no net.
 */
function readAmounts(
  profile: VendorProfileData,
  read: Partial<Record<AnchoredField, PlacedValue>>,
  documentTax: number | null,
  taxRate: number | null,
): { amount: number; taxAmount: number | null; total: number } | null {
  const amount = read.amount?.value;
  const tax = read.taxAmount?.value;
  const total = read.total?.value;
  // A vendor whose net is never printed (no place learned for it: the invoices learned from had
  // it worked out as the total less the tax): tax and total make the set, where the tax is one a
  // net of the rest could carry (a known VAT rate of it, or the document's own tax), not half of
  // a CGST and SGST pair nor a net the tax's place landed on.
  if (
    amount === undefined &&
    (profile.fields.amount?.length ?? 0) === 0 &&
    typeof tax === 'number' &&
    typeof total === 'number' &&
    tax > 0 &&
    tax <= (total - tax) * 0.5
  ) {
    const net = sumMoney([total, -tax]);
    const plausible =
      isKnownVatRate((tax / net) * 100, rateTolerance(net)) ||
      (documentTax !== null && Math.abs(documentTax - tax) <= CENT);
    return plausible ? { amount: net, taxAmount: tax, total } : null;
  }
  if (typeof amount !== 'number' || typeof total !== 'number') return null;
  if (typeof tax === 'number') {
    if (Math.abs(amount + tax - total) <= CENT) return { amount, taxAmount: tax, total };
    // A credit note prints its amounts without a sign: the set adds up all the same.
    return null;
  }
  if (
    taxRate !== null &&
    taxRate > 0 &&
    Math.abs((amount * taxRate) / 100 - (total - amount)) <= CENT
  )
    return { amount, taxAmount: null, total };
  // No tax on the invoices learned from: net = total is a whole set, unless this one prints a tax.
  if (profile.noTax && (documentTax ?? 0) === 0 && Math.abs(amount - total) <= CENT)
    return { amount, taxAmount: 0, total };
  return null;
}

/** How sure a reading of the general extractor must be for a learned value not to replace it on an OCR'd page. */
export const SURE_READING = 0.8;

/** Whether the general extractor read a field, off the page, at least SURE_READING sure. */
export function sureReading(base: AnalysedInvoice, field: EvidenceField): boolean {
  const evidence = base.evidence[field];
  return (
    (base.invoice as Record<string, unknown>)[field] !== null &&
    evidence !== undefined &&
    evidence.confidence >= SURE_READING
  );
}

function plausibleDate(value: string, now: Date): boolean {
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  return value >= '2000-01-01' && value <= tomorrow;
}
