// What other features may use of analysis (lint forbids reaching into a feature's files).
export { InvoiceUpload } from './components/invoice-upload';
