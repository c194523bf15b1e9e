import {
  EVIDENCE_FIELDS,
  SURE_READING,
  type Analysis,
  type EvidenceField,
  type FieldEvidence,
  type LearnedField,
  type LearnedSource,
  type ValidationFlag,
} from '@billfold/contract';
import type { PageHighlight } from '@/components/page-viewer/page-view';

/** What the review panel shows of an analysis: its checks, and where each field was read. */
export interface ReviewEvidence {
  flags: ValidationFlag[];
  evidence: Partial<Record<EvidenceField, FieldEvidence>>;
  /** The fields filled in from what Billfold learned of the vendor. */
  learned: Partial<Record<LearnedField, LearnedSource>>;
}

export const EVIDENCE_LABELS: Record<EvidenceField, string> = {
  invoiceNumber: 'Invoice Number',
  date: 'Date',
  vendor: 'Vendor',
  amount: 'Amount',
  taxAmount: 'Tax Amount',
  total: 'Total',
  currency: 'Currency',
};

export function reviewEvidenceOf(analysis: Pick<Analysis, 'result'>): ReviewEvidence {
  return {
    flags: analysis.result?.flags ?? [],
    evidence: analysis.result?.evidence ?? {},
    learned: analysis.result?.learned ?? {},
  };
}

/** The form's input names that have evidence of their own. */
export function isEvidenceField(name: string): name is EvidenceField {
  return (EVIDENCE_FIELDS as readonly string[]).includes(name);
}

/**
 * The confidence of a field read less surely than SURE_READING (the contract's "read surely", as
 * the learning rules use it), to be checked by the reviewer; null otherwise. On the held-aside
 * invoices of `pnpm bench:extract` (2026-12-06), 9 of the 54 fields read below 0.8 were wrong,
 * 7 of 52 from 0.8 to 0.9, and 1 of 78 from 0.9: marking every field under 0.9 would mark half of
 * them, most of them right.
 */
export function unsureConfidence(
  evidence: ReviewEvidence['evidence'],
  field: EvidenceField,
): number | null {
  const found = evidence[field];
  return found && found.confidence < SURE_READING ? found.confidence : null;
}

/** What a field read with little confidence says, on its Check badge and under its input. */
export function unsureSentence(confidence: number): string {
  return `Read with ${Math.round(confidence * 100)}% confidence: check it against the page`;
}

/** The messages of the analysis's checks about one field, in their order. */
export function checksOf(flags: readonly ValidationFlag[], field: EvidenceField): string[] {
  return flags.filter((flag) => flag.field === field).map((flag) => flag.message);
}

/** The box to draw for a field, when its value was read from a place on a page. */
export function highlightOf(
  evidence: ReviewEvidence['evidence'],
  field: EvidenceField | null,
): (PageHighlight & { field: EvidenceField }) | null {
  if (!field) return null;
  const found = evidence[field];
  if (!found?.box || found.page === null) return null;
  const sure = `${Math.round(found.confidence * 100)}% sure`;
  const source =
    found.source === 'ocr' ? 'read by OCR' : found.source === 'e-invoice' ? 'e-invoice' : 'text';
  return {
    field,
    page: found.page,
    box: found.box,
    label: `${EVIDENCE_LABELS[field]} · ${source} · ${sure}`,
  };
}
