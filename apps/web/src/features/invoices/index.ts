// What other features may use of invoices (lint forbids reaching into a feature's files).
export { InvoiceRecords, type InvoiceRecordsRequest } from './components/invoice-records';
export { InvoicesLoading } from './components/invoice-empty-state';
// The one invoice form (fields, rules, parsing), which the review of an analysis uses too.
export { InvoiceFields } from './components/invoice-fields';
export {
  formTotal,
  formValuesToInput,
  invoiceFormSchema,
  parseFormNumber,
  type InvoiceFormField,
  type InvoiceFormValues,
} from './utils/invoice-form';
export { TAX_NUMBER_LABELS } from './utils/invoice-text';
// An amount that may wrap between its currency and its number (the duplicate warning's totals).
export { breakableAmount } from './utils/invoice-display';
