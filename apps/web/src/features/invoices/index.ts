// What other features may use of invoices (lint forbids reaching into a feature's files).
export { InvoiceRecords, type InvoiceRecordsRequest } from './components/invoice-records';
export { InvoicesLoading } from './components/invoice-empty-state';
