import { AnalysisErrorCode } from '@billfold/contract';
import { AppError } from '../../common/errors/app-error.js';

export { AnalysisErrorCode };

export class AnalysisError extends AppError {
  declare readonly code: AnalysisErrorCode;

  constructor(code: AnalysisErrorCode, message: string) {
    super(code, message);
  }

  /**
   * The error an analysis that did not succeed recorded (the worker writes AnalysisErrorCode
   * codes); EXTRACTION_FAILED for none or one we do not know.
   */
  static recorded(code: string | null, message: string | null): AnalysisError {
    if (code === null)
      return new AnalysisError(AnalysisErrorCode.EXTRACTION_FAILED, AnalysisMessage.notAnalysed);
    return new AnalysisError(
      isAnalysisErrorCode(code) ? code : AnalysisErrorCode.EXTRACTION_FAILED,
      message ?? AnalysisMessage.failed,
    );
  }
}

const analysisErrorCodes: ReadonlySet<string> = new Set(Object.values(AnalysisErrorCode));

export function isAnalysisErrorCode(code: string | null): code is AnalysisErrorCode {
  return code !== null && analysisErrorCodes.has(code);
}

export const AnalysisMessage = {
  // SPEC.md section 5, word for word.
  notAPdf: 'Please select a valid PDF file.',
  fileMissing: 'No file received. Choose a PDF invoice to upload.',
  // Not in SPEC.md: a body cut short, a broken part header, or parts under another boundary.
  uploadMalformed: 'The upload was cut short or is not a valid form. Please upload the PDF again.',
  fileTooLarge: (megabytes: number) =>
    `The file is too large. PDF invoices up to ${megabytes} MB are accepted.`,
  quotaExceeded: (quota: number, plan: string) =>
    `You have used all ${quota} pages of your ${plan} plan this month. Upgrade your plan to analyse more invoices.`,
  timeout:
    'The analysis is taking longer than expected. It goes on in the background; check again in a moment.',
  notFound: 'Analysis not found.',
  notAnalysed: 'The invoice could not be analysed.',
  failed: 'The analysis failed.',
  pageNotFound: 'Page not found.',
} as const;
