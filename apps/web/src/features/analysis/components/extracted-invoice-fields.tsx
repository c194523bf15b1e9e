import type { LearnedField, LearnedSource } from '@billfold/contract';
import type { UseFormReturn } from 'react-hook-form';
import { InvoiceFields, type InvoiceFormField, type InvoiceFormValues } from '@/features/invoices';
import { LearnedBadge } from './learned-badge';

/**
 * The edit mode of 'Processing Results': the invoice form, with a Learned badge beside each field
 * filled in from the vendor's profile.
 */
export function ExtractedInvoiceFields({
  form,
  total,
  learned = {},
}: {
  form: UseFormReturn<InvoiceFormValues>;
  /** The amount plus the tax as typed, formatted in the invoice's currency. */
  total: string;
  /** The fields filled in from the vendor's profile, with the saved invoice each was learned from. */
  learned?: Partial<Record<LearnedField, LearnedSource>>;
}) {
  const { dirtyFields } = form.formState;
  // A learned value the user changed is theirs now: its badge goes.
  const badge = (name: InvoiceFormField) => {
    const source = learned[name as LearnedField];
    return source && !dirtyFields[name] ? <LearnedBadge source={source} /> : undefined;
  };
  return <InvoiceFields form={form} total={total} labelAction={badge} />;
}
