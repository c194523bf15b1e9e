/** The invoice messages of SPEC sections 2, 5 and 8, word for word. */
export const InvoiceText = {
  added: 'Invoice added successfully!',
  updated: 'Invoice updated successfully!',
  saveFailed: 'Error saving invoice!',
  deleted: 'Invoice deleted successfully!',
  deleteFailed: 'Error deleting invoice!',
  loadFailed: 'Error loading invoices for report!',
  empty: 'No invoices found',
  loading: 'Loading invoices...',
  noPages: 'No pages available',
  cannotBeUndone: 'This action cannot be undone.',
  missing: 'N/A',
  allVendors: 'All Vendors',
} as const;

/** The labels of the three tax numbers (SPEC section 3). */
export const TAX_NUMBER_LABELS = {
  taxNumber1: 'GST/HST',
  taxNumber2: 'QST',
  taxNumber3: 'Other',
} as const;
