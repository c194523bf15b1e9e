import { ANCHORED_FIELDS, type VendorProfileData } from '@billfold/contract';

/** What the user's profile of the identified vendor tells Claude: hints, never instructions. */
export interface ExtractionHints {
  vendorName: string;
  category: string | null;
  currency: string | null;
  /** Per field: the label it is printed beside on this vendor's invoices and how it is written. */
  fields: { field: string; label: string | null; format: string }[];
}

export function hintsOf(profile: VendorProfileData): ExtractionHints {
  return {
    vendorName: profile.vendorName,
    category: profile.category,
    currency: profile.currency,
    fields: ANCHORED_FIELDS.flatMap((field) => {
      const anchor = profile.fields[field]?.[0];
      return anchor ? [{ field, label: anchor.label, format: anchor.format }] : [];
    }),
  };
}

/** The hints as the text block after the document (JSON: data the model reads, not rules it obeys). */
export function hintsText(hints: ExtractionHints): string {
  return `This user saved earlier invoices of what looks like the same vendor. Their corrections, as hints (the attached document always wins where it says otherwise): the user names this vendor "${hints.vendorName}"${hints.category ? ` and files it under the category "${hints.category}"` : ''}; use that name for vendor and that category. Where the fields stood on those invoices and how they were written:\n${JSON.stringify({ currency: hints.currency, fields: hints.fields })}`;
}
