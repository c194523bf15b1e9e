import type { LearnedField } from '@billfold/contract';

export const LearningText = {
  title: 'Learned vendors',
  description:
    'When you save an invoice, Billfold remembers where its values stand on the page and how you named and filed its vendor, so the next invoice of that vendor comes out right. Only values and positions are kept, never the document.',
  empty: 'No vendors learned yet. Save an analysed invoice and its vendor shows up here.',
  loadFailed: 'The learned vendors could not be loaded. Please try again.',
  forgotten: 'Vendor forgotten.',
  allForgotten: 'Every learned vendor was forgotten.',
  forgetFailed: 'The vendor could not be forgotten. Please try again.',
} as const;

export const LEARNED_FIELD_LABELS: Record<LearnedField, string> = {
  invoiceNumber: 'Invoice number',
  date: 'Date',
  vendor: 'Vendor name',
  amount: 'Amount',
  taxAmount: 'Tax',
  total: 'Total',
  category: 'Category',
  currency: 'Currency',
};

const lastUse = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** When the profile was last used (learned from or applied), as a short date in the browser's zone. */
export function formatLastUse(iso: string): string {
  return lastUse.format(new Date(iso));
}
