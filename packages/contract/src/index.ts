export { contract, type Contract } from './contract.js';
export { authContract } from './auth/auth.contract.js';
export {
  AuthErrorCode,
  ChangePasswordBodySchema,
  EMAIL_MAX_LENGTH,
  EmailBodySchema,
  EmailSchema,
  LoginEmailBodySchema,
  MessageSchema,
  NAME_MAX_LENGTH,
  NewPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SESSION_EXPIRED_MESSAGE,
  UserEnvelopeSchema,
  VerifyEmailBodySchema,
  type ChangePasswordBody,
  type LoginEmailBody,
  type MessageResponse,
  type RegisterBody,
  type ResetPasswordBody,
} from './auth/auth.schema.js';
export { socialSignInContract } from './auth/social-sign-in.contract.js';
export {
  AuthProvidersSchema,
  OAuthAuthorizationSchema,
  RedirectProviderSchema,
  SOCIAL_PROVIDER_NAMES,
  SocialSignInErrorCode,
  SocialSignInText,
  SocialTokenBodySchema,
  StartOAuthBodySchema,
  type AuthProviders,
  type OAuthAuthorization,
  type RedirectProvider,
  type SocialProviderName,
  type SocialTokenBody,
  type StartOAuthBody,
} from './auth/social-sign-in.schema.js';
export { CommonErrorCode, ErrorResponseSchema, type ErrorResponse } from './common/error.schema.js';
export {
  isStorableText,
  storableText,
  text,
  TEXT_NOT_STORABLE_MESSAGE,
} from './common/text.schema.js';
export {
  DEV_OUTBOX_COOKIE,
  DEV_OUTBOX_COOKIE_PATH,
  devOutboxContract,
  DevOutboxErrorCode,
  DevOutboxMessage,
  DevOutboxSessionBodySchema,
  OutboxMailSchema,
  type OutboxMail,
} from './dev-outbox/dev-outbox.contract.js';
export {
  EnvironmentError,
  env,
  parseEnvironment,
  redactUrl,
  storageEnvShape,
} from './config/environment.js';
export { healthContract } from './health/health.contract.js';
export { DependencyStatusSchema, HealthSchema, type Health } from './health/health.schema.js';
export {
  AuthProviderSchema,
  UserSchema,
  type AuthProvider,
  type User,
} from './users/user.schema.js';
export {
  CreateInvoiceBodySchema,
  DuplicateInvoiceSchema,
  DuplicateQuerySchema,
  INVOICE_LIMITS,
  INVOICE_COLUMNS,
  INVOICE_SORT_FIELDS,
  InvoiceErrorCode,
  InvoiceIdParamsSchema,
  InvoiceInputSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoiceSchema,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  ReportInvoicesParamsSchema,
  type CreateInvoiceBody,
  type DuplicateInvoice,
  type DuplicateQuery,
  type Invoice,
  type InvoiceInput,
  type InvoiceInputFields,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSortField,
} from './invoices/invoice.schema.js';
export { invoicesContract } from './invoices/invoices.contract.js';
// Money and currencies: all of `@billfold/contract/money`.
export * from './money/index.js';
export {
  CreateReportBodySchema,
  REPORT_NAME_MAX_LENGTH,
  RenameReportBodySchema,
  ReportErrorCode,
  ReportIdParamsSchema,
  ReportNameSchema,
  ReportSchema,
  type CreateReportBody,
  type RenameReportBody,
  type Report,
} from './reports/report.schema.js';
export { reportsContract } from './reports/reports.contract.js';
export {
  ANALYSIS_STATUSES,
  AnalysisErrorCode,
  AnalysisSchema,
  AnalysisStatusSchema,
  AnalyzeInvoiceResponseSchema,
  analysesContract,
  PageImageParamsSchema,
  pagesContract,
  type Analysis,
  type AnalysisStatus,
  type AnalyzeInvoiceResponse,
} from './analysis/analyses.contract.js';
export {
  AnalysisResultSchema,
  EVIDENCE_FIELDS,
  EVIDENCE_SOURCES,
  EvidenceFieldSchema,
  FieldEvidenceSchema,
  PageBoxSchema,
  ValidationFlagCode,
  ValidationFlagSchema,
  type AnalysisResult,
  type EvidenceField,
  type FieldEvidence,
  type PageBox,
  type ValidationFlag,
} from './analysis/analysis-result.schema.js';
export {
  EARLIEST_INVOICE_DATE,
  KNOWN_VAT_RATES,
  VAT_RATES_BY_CURRENCY,
  isKnownVatRate,
  rateTolerance,
  validateInvoice,
  type ValidateInvoiceOptions,
} from './analysis/validate-invoice.js';
export {
  EXTRACTED_INVOICE_FIELDS,
  EXTRACTED_INVOICE_JSON_SCHEMA,
  ExtractedInvoiceSchema,
  emptyExtractedInvoice,
  type ExtractedInvoice,
} from './analysis/extracted-invoice.schema.js';
export {
  ANALYSIS_DEFAULTS,
  ERROR_PROCESSING_CATEGORY,
  PARSE_ERROR_CATEGORY,
  PROCESSED_INVOICE_SOURCE,
  normalizeAnalysis,
  type NormalizeAnalysisOptions,
  type ProcessedInvoice,
} from './analysis/normalize-analysis.js';
export {
  DATE_FORMATS,
  findDates,
  monthNamed,
  parseInvoiceDate,
  type DateFormat,
  type FoundDate,
  type ParseDateOptions,
} from './analysis/find-dates.js';
export {
  formAmount,
  isCurrencyCode,
  parseAmount,
  parseCurrencyCode,
  parseTypedAmount,
} from './analysis/parse-values.js';
export {
  currentPageImagePath,
  PAGE_IMAGE_PATH,
  PAGE_IMAGE_PATHS_DESCRIPTION,
  pageImagePath,
  parsePageImagePath,
} from './analysis/page-image-path.js';
export { stripeWebhookContract, subscriptionsContract } from './billing/billing.contract.js';
export {
  BillingErrorCode,
  BillingMessage,
  CHECKOUT_PLAN_CODES,
  CHECKOUT_SESSION_STATUSES,
  CancelSubscriptionSchema,
  CheckoutSchema,
  CheckoutSessionParamsSchema,
  CheckoutSessionSchema,
  CheckoutSessionStatusSchema,
  PLAN_CODES,
  PlanCodeSchema,
  PlanSchema,
  SUBSCRIPTION_STATUSES,
  StripeWebhookHeadersSchema,
  SubscriptionSchema,
  SubscriptionStatusSchema,
  UsageSchema,
  type CancelSubscription,
  type Checkout,
  type CheckoutPlanCode,
  type CheckoutSession,
  type CheckoutSessionStatus,
  type Plan,
  type PlanCode,
  type Subscription,
  type SubscriptionStatus,
  type Usage,
} from './billing/billing.schema.js';
export {
  METRICS_CONTENT_TYPE,
  operationsContract,
  type OperationsContract,
} from './operations/operations.contract.js';
export { generateOpenApiDocument, type OpenApiOptions } from './openapi/generate-openapi.js';
export { learnedVendorsContract } from './learning/learned-vendors.contract.js';
export {
  ANCHORED_FIELDS,
  DocumentReadingSchema,
  FieldAnchorSchema,
  LEARNED_FIELDS,
  LearnedFieldSchema,
  LearnedSourceSchema,
  LearnedVendorIdParamsSchema,
  LearnedVendorSchema,
  LearningErrorCode,
  ReadingCellSchema,
  ReadingLineSchema,
  VendorProfileDataSchema,
  type AnchoredField,
  type DocumentReading,
  type FieldAnchor,
  type LearnedField,
  type LearnedSource,
  type LearnedVendor,
  type ReadingCell,
  type ReadingLine,
  type VendorProfileData,
} from './learning/vendor-profile.schema.js';
export {
  fieldsLearned,
  learnProfile,
  type LearningInput,
  type SavedValues,
} from './learning/learn-profile.js';
export {
  documentKeys,
  identifyVendor,
  knownLayout,
  layoutOf,
  layoutSimilarity,
  SAME_LAYOUT,
  type Identified,
} from './learning/identify-vendor.js';
export {
  applyProfile,
  learnedFrom,
  SURE_READING,
  type AnalysedInvoice,
  type LearnedAnalysis,
} from './learning/apply-profile.js';
export { anchorsOf, readAtAnchor } from './learning/anchors.js';
export {
  editDistance,
  nearlySameName,
  normaliseLabel,
  normaliseName,
} from './learning/normalise.js';
