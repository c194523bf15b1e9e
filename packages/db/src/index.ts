export {
  createDataSource,
  dataSourceOptions,
  entities,
  pendingSchemaChanges,
  pingDatabase,
  runMigrations,
  DataSource,
  type DataSourceConfig,
} from './data-source.js';
export {
  UnitOfWork,
  isDataException,
  isUniqueViolation,
  isUnstorableText,
  type Transaction,
} from './unit-of-work.js';
export {
  startEmbeddedPostgres,
  type EmbeddedDatabase,
  type EmbeddedDatabaseOptions,
} from './embedded/embedded-postgres.js';
export { ANALYSIS_STATUSES, Analysis, type AnalysisStatus } from './entities/analysis.entity.js';
export { PageImage } from './entities/page-image.entity.js';
export { PLAN_CODES, Plan, type PlanCode } from './entities/plan.entity.js';
export { USAGE_STATUSES, UsageEntry, type UsageStatus } from './entities/usage-entry.entity.js';
export { UsagePeriod } from './entities/usage-period.entity.js';
export { ENTITLED_SUBSCRIPTION_STATUSES, Subscription } from './entities/subscription.entity.js';
export { StripeEvent } from './entities/stripe-event.entity.js';
export {
  AuthSession,
  SESSION_REVOKE_REASONS,
  type SessionRevokeReason,
} from './entities/auth-session.entity.js';
export { Invoice } from './entities/invoice.entity.js';
export { ReportVendor } from './entities/report-vendor.entity.js';
export { ReportCategory } from './entities/report-category.entity.js';
export { LoginThrottle } from './entities/login-throttle.entity.js';
export {
  ONE_TIME_TOKEN_PURPOSES,
  OneTimeToken,
  type OneTimeTokenPurpose,
} from './entities/one-time-token.entity.js';
export { RefreshToken } from './entities/refresh-token.entity.js';
export { OutboxMail } from './entities/outbox-mail.entity.js';
export { Report } from './entities/report.entity.js';
export { AUTH_PROVIDERS, User, type AuthProvider } from './entities/user.entity.js';
export { Identity, type SocialProvider } from './entities/identity.entity.js';
export { OAuthFlow } from './entities/oauth-flow.entity.js';
export { IdentitiesRepository, type NewIdentity } from './repositories/identities.repository.js';
export { OAuthFlowsRepository, type NewOAuthFlow } from './repositories/oauth-flows.repository.js';
export {
  AnalysesRepository,
  type AnalysisDocuments,
  type AnalysisOutcome,
  type NewAnalysis,
  type SweepCandidate,
} from './repositories/analyses.repository.js';
export {
  PlansRepository,
  type PlanSettings,
  type QuotaPeriod,
} from './repositories/plans.repository.js';
export {
  SubscriptionsRepository,
  type SavedSubscription,
  type SubscriptionSnapshot,
} from './repositories/subscriptions.repository.js';
export {
  UsageRepository,
  monthPeriodStart,
  type ReserveResult,
} from './repositories/usage.repository.js';
export {
  AuthSessionsRepository,
  type NewAuthSession,
  type Rotation,
  type RotationResult,
} from './repositories/auth-sessions.repository.js';
export {
  AttemptLimiter,
  LoginThrottlesRepository,
  type AttemptReservation,
} from './repositories/login-throttles.repository.js';
export {
  OneTimeTokensRepository,
  type ConsumeResult,
} from './repositories/one-time-tokens.repository.js';
export {
  OutboxMailsRepository,
  type NewOutboxMail,
} from './repositories/outbox-mails.repository.js';
export { ReportsRepository, type ReportWithCount } from './repositories/reports.repository.js';
export {
  InvoicesRepository,
  pageStatement,
  VENDOR_COUNTS_SQL,
  type InvoiceFields,
  type InvoicePage,
  type InvoicePageQuery,
  type VendorCounts,
  type InvoiceSort,
} from './repositories/invoices.repository.js';
export {
  PREPARED_STATEMENT_CONNECTION_OPTIONS,
  preparedStatement,
} from './repositories/prepared-query.js';
export { UsersRepository, type NewUser } from './repositories/users.repository.js';
export { VendorProfile } from './entities/vendor-profile.entity.js';
export {
  VendorProfilesRepository,
  type VendorProfileWrite,
} from './repositories/vendor-profiles.repository.js';
