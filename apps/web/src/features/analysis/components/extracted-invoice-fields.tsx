import type {
  EvidenceField,
  FieldEvidence,
  LearnedField,
  LearnedSource,
  ValidationFlag,
} from '@billfold/contract';
import type { UseFormReturn } from 'react-hook-form';
import { InvoiceFields, type InvoiceFormField, type InvoiceFormValues } from '@/features/invoices';
import {
  checksOf,
  isEvidenceField,
  unsureConfidence,
  unsureSentence,
} from '../utils/review-evidence';
import { LearnedBadge } from './learned-badge';
import { UnsureBadge } from './unsure-badge';

/**
 * The edit mode of 'Processing Results': the invoice form, with a Learned badge beside each field
 * filled in from the vendor's profile, and a Check badge beside each read with little confidence.
 * Why a field is to be checked shows under its input, not only in the badge's tooltip: a phone
 * has no hover, and on a desktop few find it.
 */
export function ExtractedInvoiceFields({
  form,
  total,
  learned = {},
  evidence = {},
  flags = [],
}: {
  form: UseFormReturn<InvoiceFormValues>;
  /** The amount plus the tax as typed, formatted in the invoice's currency. */
  total: string;
  /** The fields filled in from the vendor's profile, with the saved invoice each was learned from. */
  learned?: Partial<Record<LearnedField, LearnedSource>>;
  /** Where and how surely each field was read. */
  evidence?: Partial<Record<EvidenceField, FieldEvidence>>;
  /** The analysis's checks; those about a field show under it too. */
  flags?: readonly ValidationFlag[];
}) {
  const { dirtyFields } = form.formState;
  /** How surely a field with a value was read, when too unsure to go unchecked. */
  const unsure = (name: InvoiceFormField) =>
    // (A field left empty says why in its check.)
    isEvidenceField(name) && form.getValues(name).trim() !== ''
      ? unsureConfidence(evidence, name)
      : null;
  // A value the user changed is theirs now: its badge and its note go.
  const badge = (name: InvoiceFormField) => {
    if (dirtyFields[name]) return undefined;
    const source = learned[name as LearnedField];
    if (source) return <LearnedBadge source={source} />;
    const confidence = unsure(name);
    return confidence !== null ? <UnsureBadge confidence={confidence} /> : undefined;
  };
  /** The field's checks, else (under a Check badge) how surely it was read. */
  const checkNote = (name: InvoiceFormField) => {
    if (dirtyFields[name] || !isEvidenceField(name)) return undefined;
    const checks = checksOf(flags, name);
    if (checks.length > 0) return checks.join(' ');
    const confidence = learned[name as LearnedField] ? null : unsure(name);
    return confidence !== null ? `${unsureSentence(confidence)}.` : undefined;
  };
  return <InvoiceFields form={form} total={total} labelAction={badge} checkNote={checkNote} />;
}
