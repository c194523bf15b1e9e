import {
  hashWord,
  nearlySameName,
  normaliseKey,
  normaliseLabel,
  normaliseName,
} from './normalise.js';
import type { DocumentReading, VendorProfileData } from './vendor-profile.schema.js';

/** The part of the first page whose words make the layout's fingerprint. */
const HEADER = 0.3;
/**
 * Headers that share this share of their words are one layout. On the fixture corpora one vendor's
 * invoices of one layout share 0.41 to 0.89, its other layouts about 0.1, different vendors 0.08 at most.
 */
export const SAME_LAYOUT = 0.3;

/** Whether a document's header has one of the layouts learned. */
export function knownLayout(
  layouts: readonly (readonly number[])[],
  reading: DocumentReading | null,
): boolean {
  const layout = reading ? layoutOf(reading) : [];
  return layouts.some((known) => layoutSimilarity(known, layout) >= SAME_LAYOUT);
}

const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?\b/g;
const VAT_ID =
  /\b(?:ATU\d{8}|BE0?\d{9}|DE\d{9}|DK\d{8}|ES[A-Z0-9]\d{7}[A-Z0-9]|FR[A-Z0-9]{2}\d{9}|GB\d{9}(?:\d{3})?|IT\d{11}|NL\d{9}B\d{2}|PL\d{10}|SE\d{12}|CZ\d{8,10}|CHE[-. ]?\d{3}[-. ]?\d{3}[-. ]?\d{3})\b/g;

/** The IBANs and VAT ids printed on a document, normalised. */
export function documentKeys(reading: DocumentReading): { ibans: string[]; vatIds: string[] } {
  const text = reading.lines
    .map((line) => line.cells.map((cell) => cell.text).join(' '))
    .join('\n');
  const compact = text.toUpperCase();
  const ibans = [
    ...new Set(
      [...compact.matchAll(IBAN)]
        .map((match) => normaliseKey(match[0]))
        .filter((iban) => iban.length >= 15),
    ),
  ];
  const vatIds = [
    ...new Set(
      [...compact.replace(/(?<=[A-Z]{2})[ .]+(?=\d)/g, '').matchAll(VAT_ID)].map((match) =>
        normaliseKey(match[0]),
      ),
    ),
  ];
  return { ibans, vatIds };
}

/** The layout's fingerprint: the hashed words of the first page's header. */
export function layoutOf(reading: DocumentReading): number[] {
  const words = new Set<number>();
  for (const line of reading.lines) {
    if (line.page !== 1 || line.top > HEADER) continue;
    for (const cell of line.cells)
      for (const word of normaliseLabel(cell.text).split(' '))
        if (word.length >= 3) words.add(hashWord(word));
  }
  return [...words].sort((a, b) => a - b).slice(0, 120);
}

/** Shared hashed header words over all of them (Jaccard). */
export function layoutSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const left = new Set(a);
  const shared = b.filter((word) => left.has(word)).length;
  return shared / (left.size + new Set(b).size - shared);
}

export interface Identified<T> {
  profile: T;
  /** Which key identified it. */
  by: 'vat-id' | 'iban' | 'name' | 'layout-and-name';
  /** The document has a layout the profile learned: its places carry over. */
  sameLayout: boolean;
}

/**
 * The user's profile of the vendor that issued this document: by a VAT id or IBAN printed on it,
 * by a learned name printed on it or read as the vendor, or by the same header layout together
 * with a name misread by a letter or two. The layout alone never identifies a vendor, and a key
 * that two of the user's vendors share (the user's own VAT id or bank account) identifies neither.
 */
export function identifyVendor<T extends { data: VendorProfileData; invoicesSeen: number }>(
  profiles: readonly T[],
  reading: DocumentReading | null,
  readVendor: string | null,
): Identified<T> | null {
  if (profiles.length === 0) return null;
  const keys = reading ? documentKeys(reading) : { ibans: [], vatIds: [] };
  const shared = sharedKeys(profiles.map((profile) => profile.data));
  const layout = reading ? layoutOf(reading) : [];
  const read = readVendor ? normaliseName(readVendor) : null;
  const lineNames = reading
    ? reading.lines.map(
        (line) => ` ${normaliseName(line.cells.map((cell) => cell.text).join(' '))} `,
      )
    : [];
  const headerNames = reading
    ? reading.lines
        .filter((line) => line.page === 1 && line.top <= HEADER)
        .flatMap((line) => [
          normaliseName(line.cells.map((cell) => cell.text).join(' ')),
          ...line.cells.map((cell) => normaliseName(cell.text)),
        ])
    : [];
  let best: { score: number; found: Identified<T> } | null = null;
  for (const profile of profiles) {
    const { keys: known } = profile.data;
    let found: { score: number; by: Identified<T>['by'] } | null = null;
    const sameLayout = known.layouts.some((each) => layoutSimilarity(each, layout) >= SAME_LAYOUT);
    if (known.vatIds.some((vat) => !shared.has(vat) && keys.vatIds.includes(vat)))
      found = { score: 4, by: 'vat-id' };
    else if (known.ibans.some((iban) => !shared.has(iban) && keys.ibans.includes(iban)))
      found = { score: 4, by: 'iban' };
    else if (
      known.names.some(
        (name) =>
          name === read ||
          (name.length >= 4 && lineNames.some((line) => line.includes(` ${name} `))),
      )
    )
      found = { score: 3, by: 'name' };
    else if (
      sameLayout &&
      known.names.some(
        (name) =>
          (read !== null && nearlySameName(name, read)) ||
          headerNames.some((line) => nearlySameName(name, line)),
      )
    )
      found = { score: 2, by: 'layout-and-name' };
    if (!found) continue;
    const score = found.score + Math.min(profile.invoicesSeen, 50) / 100;
    if (!best || score > best.score) best = { score, found: { profile, by: found.by, sameLayout } };
  }
  return best?.found ?? null;
}

function sharedKeys(profiles: VendorProfileData[]): Set<string> {
  const seen = new Map<string, number>();
  for (const profile of profiles)
    for (const key of new Set([...profile.keys.vatIds, ...profile.keys.ibans]))
      seen.set(key, (seen.get(key) ?? 0) + 1);
  return new Set([...seen].filter(([, count]) => count > 1).map(([key]) => key));
}
