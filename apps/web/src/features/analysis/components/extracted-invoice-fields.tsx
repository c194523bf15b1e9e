import type { EvidenceField, FieldEvidence, LearnedField, LearnedSource } from '@billfold/contract';
import type { UseFormReturn } from 'react-hook-form';
import { InvoiceFields, type InvoiceFormField, type InvoiceFormValues } from '@/features/invoices';
import { isEvidenceField, unsureConfidence } from '../utils/review-evidence';
import { LearnedBadge } from './learned-badge';
import { UnsureBadge } from './unsure-badge';

/**
 * The edit mode of 'Processing Results': the invoice form, with a Learned badge beside each field
 * filled in from the vendor's profile, and a Check badge beside each read with little confidence.
 */
export function ExtractedInvoiceFields({
  form,
  total,
  learned = {},
  evidence = {},
}: {
  form: UseFormReturn<InvoiceFormValues>;
  /** The amount plus the tax as typed, formatted in the invoice's currency. */
  total: string;
  /** The fields filled in from the vendor's profile, with the saved invoice each was learned from. */
  learned?: Partial<Record<LearnedField, LearnedSource>>;
  /** Where and how surely each field was read. */
  evidence?: Partial<Record<EvidenceField, FieldEvidence>>;
}) {
  const { dirtyFields } = form.formState;
  // A value the user changed is theirs now: its badge goes.
  const badge = (name: InvoiceFormField) => {
    if (dirtyFields[name]) return undefined;
    const source = learned[name as LearnedField];
    if (source) return <LearnedBadge source={source} />;
    // (A field left empty says why in its check.)
    const unsure =
      isEvidenceField(name) && form.getValues(name).trim() !== ''
        ? unsureConfidence(evidence, name)
        : null;
    return unsure !== null ? <UnsureBadge confidence={unsure} /> : undefined;
  };
  return <InvoiceFields form={form} total={total} labelAction={badge} />;
}
