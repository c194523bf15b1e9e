// What other features may use of exports (lint forbids reaching into a feature's files).
export { ExportMenu } from './components/export-menu';
export type { ExportSource } from './api/export-invoices';
