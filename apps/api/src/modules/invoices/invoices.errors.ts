import { InvoiceErrorCode } from '@billfold/contract';
import { AppError } from '../../common/errors/app-error.js';

export { InvoiceErrorCode };

export class InvoiceError extends AppError {
  declare readonly code: InvoiceErrorCode;

  static notFound(): InvoiceError {
    return new InvoiceError(InvoiceErrorCode.INVOICE_NOT_FOUND, 'Invoice not found.');
  }
}
