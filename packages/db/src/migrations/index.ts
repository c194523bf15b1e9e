// Every migration, in order. Migrations are never edited after they land: add a new one.
import { InitialSchema1795304831364 } from './1795304831364-initial-schema.js';
import { Accounts1795305383454 } from './1795305383454-accounts.js';
import { Invoices1795307341471 } from './1795307341471-invoices.js';
import { AnalysesAndQuota1795307547016 } from './1795307547016-analyses-and-quota.js';
import { Billing1795314873500 } from './1795314873500-billing.js';
import { SocialSignIn1795314934603 } from './1795314934603-social-sign-in.js';
import { InvoiceSearch1795326734954 } from './1795326734954-invoice-search.js';
import { PageImageRetention1795330000000 } from './1795330000000-page-image-retention.js';
import { LoginAttemptLimiter1795608178469 } from './1795608178469-login-attempt-limiter.js';
import { PageImagePaths1795620000000 } from './1795620000000-page-image-paths.js';
import { InvoiceListScale1795620479308 } from './1795620479308-invoice-list-scale.js';
import { MoneySortByCurrency1795700000000 } from './1795700000000-money-sort-by-currency.js';
import { VendorProfiles1795717610228 } from './1795717610228-vendor-profiles.js';
import { UsagePeriodInstant1795800000000 } from './1795800000000-usage-period-instant.js';

export const migrations = [
  InitialSchema1795304831364,
  Accounts1795305383454,
  Invoices1795307341471,
  AnalysesAndQuota1795307547016,
  Billing1795314873500,
  SocialSignIn1795314934603,
  InvoiceSearch1795326734954,
  PageImageRetention1795330000000,
  LoginAttemptLimiter1795608178469,
  PageImagePaths1795620000000,
  InvoiceListScale1795620479308,
  MoneySortByCurrency1795700000000,
  VendorProfiles1795717610228,
  UsagePeriodInstant1795800000000,
];
