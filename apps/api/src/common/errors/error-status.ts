import {
  AnalysisErrorCode,
  AuthErrorCode,
  BillingErrorCode,
  CommonErrorCode,
  DevOutboxErrorCode,
  InvoiceErrorCode,
  LearningErrorCode,
  ReportErrorCode,
} from '@billfold/contract';
import { SocialSignInErrorCode } from '@billfold/contract';

/** Every code an error of ours carries: a feature's new code object joins this union. */
export type ErrorCode =
  | CommonErrorCode
  | AuthErrorCode
  | SocialSignInErrorCode
  | ReportErrorCode
  | InvoiceErrorCode
  | LearningErrorCode
  | AnalysisErrorCode
  | DevOutboxErrorCode
  | BillingErrorCode;

/**
 * The one place that maps error codes to HTTP statuses. Typed over every code: a code without a
 * status here does not compile (rather than answering a silent 500).
 */
export const errorStatus: { readonly [code in ErrorCode]: number } = {
  [CommonErrorCode.VALIDATION_FAILED]: 400,
  [CommonErrorCode.UNAUTHENTICATED]: 401,
  [CommonErrorCode.FORBIDDEN_ORIGIN]: 403,
  [CommonErrorCode.NOT_FOUND]: 404,
  [CommonErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [CommonErrorCode.UNSUPPORTED_MEDIA_TYPE]: 415,
  [CommonErrorCode.RATE_LIMITED]: 429,
  [CommonErrorCode.INTERNAL]: 500,
  [CommonErrorCode.UNAVAILABLE]: 503,
  [AuthErrorCode.INVALID_CREDENTIALS]: 401,
  [AuthErrorCode.EMAIL_NOT_VERIFIED]: 403,
  [AuthErrorCode.TOO_MANY_ATTEMPTS]: 429,
  [AuthErrorCode.TOKEN_INVALID]: 400,
  [AuthErrorCode.TOKEN_EXPIRED]: 400,
  [AuthErrorCode.COMMON_PASSWORD]: 400,
  [AuthErrorCode.WRONG_CURRENT_PASSWORD]: 400,
  [AuthErrorCode.SAME_PASSWORD]: 400,
  [AuthErrorCode.NOT_AN_EMAIL_ACCOUNT]: 403,
  [AuthErrorCode.SESSION_EXPIRED]: 401,
  [SocialSignInErrorCode.SOCIAL_SIGN_IN_FAILED]: 401,
  [SocialSignInErrorCode.OAUTH_STATE_INVALID]: 401,
  [SocialSignInErrorCode.PROVIDER_NOT_CONFIGURED]: 404,
  [SocialSignInErrorCode.PROVIDER_UNAVAILABLE]: 502,
  [ReportErrorCode.REPORT_NOT_FOUND]: 404,
  [InvoiceErrorCode.INVOICE_NOT_FOUND]: 404,
  [LearningErrorCode.LEARNED_VENDOR_NOT_FOUND]: 404,
  [AnalysisErrorCode.FILE_MISSING]: 400,
  [AnalysisErrorCode.UPLOAD_MALFORMED]: 400,
  [AnalysisErrorCode.NOT_A_PDF]: 415,
  [AnalysisErrorCode.FILE_TOO_LARGE]: 413,
  [AnalysisErrorCode.QUOTA_EXCEEDED]: 402,
  [AnalysisErrorCode.PDF_REJECTED]: 422,
  [AnalysisErrorCode.EXTRACTION_FAILED]: 502,
  [AnalysisErrorCode.ANALYSIS_TIMEOUT]: 504,
  [AnalysisErrorCode.ANALYSIS_NOT_FOUND]: 404,
  [AnalysisErrorCode.PAGE_NOT_FOUND]: 404,
  [DevOutboxErrorCode.DEV_OUTBOX_TOKEN_REQUIRED]: 401,
  [BillingErrorCode.PAYMENTS_NOT_CONFIGURED]: 503,
  [BillingErrorCode.PLAN_NOT_AVAILABLE]: 409,
  [BillingErrorCode.NO_SUBSCRIPTION]: 409,
  [BillingErrorCode.CHECKOUT_FAILED]: 502,
  [BillingErrorCode.CHECKOUT_SESSION_NOT_FOUND]: 404,
  [BillingErrorCode.CHECKOUT_SESSION_UNAVAILABLE]: 502,
  [BillingErrorCode.CANCEL_FAILED]: 502,
  [BillingErrorCode.WEBHOOK_SIGNATURE_INVALID]: 400,
};

export function statusOf(code: ErrorCode): number {
  return errorStatus[code];
}
