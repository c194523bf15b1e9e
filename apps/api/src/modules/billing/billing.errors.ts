import { BillingErrorCode, BillingMessage } from '@billfold/contract';
import { AppError } from '../../common/errors/app-error.js';

export { BillingErrorCode, BillingMessage };

export class BillingError extends AppError {
  declare readonly code: BillingErrorCode;

  constructor(code: BillingErrorCode, message: string) {
    super(code, message);
  }
}
