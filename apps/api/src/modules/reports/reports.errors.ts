import { ReportErrorCode } from '@billfold/contract';
import { AppError } from '../../common/errors/app-error.js';

export { ReportErrorCode };

export class ReportError extends AppError {
  declare readonly code: ReportErrorCode;

  static notFound(): ReportError {
    return new ReportError(ReportErrorCode.REPORT_NOT_FOUND, 'Report not found.');
  }
}
