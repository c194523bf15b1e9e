import type { EvidenceField, FieldEvidence } from '../analysis/analysis-result.schema.js';
import { anchorsOf, readAtAnchor, sameAnchor } from './anchors.js';
import { documentKeys, layoutOf, layoutSimilarity } from './identify-vendor.js';
import { normaliseKey, normaliseName } from './normalise.js';
import {
  ANCHORED_FIELDS,
  type AnchoredField,
  type DocumentReading,
  type VendorProfileData,
} from './vendor-profile.schema.js';

/** A saved invoice's values as the user left them. */
export interface SavedValues {
  invoiceNumber: string | null;
  date: string | null;
  vendor: string;
  amount: number | null;
  taxAmount: number | null;
  total: number | null;
  currency: string | null;
  category: string | null;
  taxNumbers: string[];
}

export interface LearningInput {
  saved: SavedValues;
  /** What the analysis read (null: nothing to anchor, the vendor's own choices are still learned). */
  reading: DocumentReading | null;
  /** The vendor name the analysis read off the page, when the user renamed it. */
  printedVendor: string | null;
  evidence?: Partial<Record<EvidenceField, FieldEvidence>>;
  /** The saved invoice's id: an edit of an invoice learned before counts no place twice. */
  invoiceId?: string;
}

const MAX_ANCHORS = 6;
const MAX_KEYS = 10;
const MAX_LAYOUTS = 6;

function savedValue(saved: SavedValues, field: AnchoredField): string | number | null {
  return saved[field];
}

function addKeys(into: string[], values: (string | null | undefined)[]): string[] {
  const all = [...into];
  for (const value of values) if (value && !all.includes(value)) all.unshift(value);
  return all.slice(0, MAX_KEYS);
}

/**
 * The profile after one more saved invoice: its keys added, each field's anchors where the saved
 * value stands counted once more (a new place starts at 1; a learned place that reads another
 * value on this invoice counts one less, and goes at 0), and the user's name, category and
 * currency taken as the latest.
 */
export function learnProfile(
  current: VendorProfileData | null,
  input: LearningInput,
): VendorProfileData {
  const { saved, reading } = input;
  const keys = current?.keys ?? { names: [], vatIds: [], ibans: [], layouts: [] };
  const found = reading ? documentKeys(reading) : { ibans: [], vatIds: [] };
  const savedVat = saved.taxNumbers.map(normaliseKey).filter((key) => key.length >= 6);
  const layout = reading ? layoutOf(reading) : [];
  const fields: VendorProfileData['fields'] = { ...(current?.fields ?? {}) };
  const again =
    input.invoiceId !== undefined && (current?.invoiceIds ?? []).includes(input.invoiceId);
  for (const field of ANCHORED_FIELDS) {
    const value = savedValue(saved, field);
    let anchors = [...(fields[field] ?? [])];
    if (reading && value !== null && !(field === 'taxAmount' && value === 0)) {
      // A place learned before that reads something else on this invoice is less sure.
      anchors = anchors
        .map((anchor) => {
          const read = readAtAnchor(reading, anchor);
          return read && String(read.value) !== String(value)
            ? { ...anchor, seen: anchor.seen - 1 }
            : anchor;
        })
        .filter((anchor) => anchor.seen > 0);
      const box = input.evidence?.[field]?.box;
      const page = input.evidence?.[field]?.page;
      const near = box && page ? { page, x: box.x, y: box.y + box.height } : undefined;
      for (const anchor of anchorsOf(reading, field, value, near)) {
        const known = anchors.findIndex((each) => sameAnchor(each, anchor));
        if (known >= 0)
          anchors[known] = { ...anchor, seen: anchors[known]!.seen + (again ? 0 : 1) };
        else anchors.push(anchor);
      }
    }
    anchors.sort((a, b) => b.seen - a.seen);
    if (anchors.length > 0) fields[field] = anchors.slice(0, MAX_ANCHORS);
  }
  const layouts =
    layout.length > 0 && !keys.layouts.some((known) => layoutSimilarity(known, layout) >= 0.9)
      ? [layout, ...keys.layouts]
      : keys.layouts;
  return {
    version: 1,
    keys: {
      names: addKeys(keys.names, [
        normaliseName(saved.vendor),
        input.printedVendor ? normaliseName(input.printedVendor) : null,
      ]),
      vatIds: addKeys(
        keys.vatIds,
        savedVat.filter((vat) => found.vatIds.includes(vat) || !reading),
      ),
      ibans: addKeys(keys.ibans, found.ibans.slice(0, 2)),
      layouts: layouts.slice(0, MAX_LAYOUTS),
    },
    fields,
    noTax: (saved.taxAmount ?? 0) === 0 && !fields.taxAmount?.length,
    vendorName: saved.vendor,
    category: saved.category,
    currency: saved.currency,
    source: { invoiceNumber: saved.invoiceNumber, date: saved.date },
    invoiceIds:
      input.invoiceId === undefined || again
        ? (current?.invoiceIds ?? [])
        : [input.invoiceId, ...(current?.invoiceIds ?? [])].slice(0, 2000),
  };
}

/** The fields a profile can give: those with a learned place, and the vendor's own. */
export function fieldsLearned(profile: VendorProfileData): string[] {
  const fields: string[] = ANCHORED_FIELDS.filter(
    (field) => (profile.fields[field]?.length ?? 0) > 0,
  );
  fields.push('vendor');
  if (profile.category) fields.push('category');
  if (profile.currency) fields.push('currency');
  return fields;
}
