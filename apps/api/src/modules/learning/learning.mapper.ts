import {
  fieldsLearned,
  fromMinorUnits,
  toMinorUnits,
  type LearnedVendor,
  type SavedValues,
  type VendorProfileData,
} from '@billfold/contract';
import type { Invoice, VendorProfile } from '@billfold/db';

export function toLearnedVendorDto(row: VendorProfile, profile: VendorProfileData): LearnedVendor {
  return {
    id: row.id,
    vendorName: row.vendorName,
    category: profile.category,
    currency: profile.currency,
    fieldsLearned: fieldsLearned(profile) as LearnedVendor['fieldsLearned'],
    invoicesSeen: row.invoicesSeen,
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

/** A saved invoice's values as the learning rules take them (the total is amount + tax, SPEC.md). */
export function toSavedValues(invoice: Invoice & { vendor: string }): SavedValues {
  const amount = Number(invoice.amount);
  const tax = Number(invoice.tax);
  return {
    invoiceNumber: invoice.name,
    date: invoice.date,
    vendor: invoice.vendor,
    amount,
    taxAmount: tax,
    total: Number(fromMinorUnits(toMinorUnits(amount) + toMinorUnits(tax))),
    currency: invoice.currency.trim() || null,
    category: invoice.category,
    taxNumbers: [invoice.taxNumber1, invoice.taxNumber2, invoice.taxNumber3].filter(
      (value): value is string => Boolean(value),
    ),
  };
}
