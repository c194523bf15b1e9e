import { initContract } from '@ts-rest/core';
import { analysesContract, pagesContract } from './analysis/analyses.contract.js';
import { authContract } from './auth/auth.contract.js';
import { socialSignInContract } from './auth/social-sign-in.contract.js';
import { stripeWebhookContract, subscriptionsContract } from './billing/billing.contract.js';
import { ErrorResponseSchema } from './common/error.schema.js';
import { devOutboxContract } from './dev-outbox/dev-outbox.contract.js';
import { healthContract } from './health/health.contract.js';
import { invoicesContract } from './invoices/invoices.contract.js';
import { learnedVendorsContract } from './learning/learned-vendors.contract.js';
import { reportsContract } from './reports/reports.contract.js';

const c = initContract();

/** Every HTTP call of Billfold, one router per feature, all under /api. */
export const contract = c.router(
  {
    health: healthContract,
    auth: authContract,
    socialSignIn: socialSignInContract,
    devOutbox: devOutboxContract,
    reports: reportsContract,
    invoices: invoicesContract,
    analyses: analysesContract,
    pages: pagesContract,
    learnedVendors: learnedVendorsContract,
    subscriptions: subscriptionsContract,
    stripeWebhook: stripeWebhookContract,
  },
  {
    pathPrefix: '/api',
    strictStatusCodes: true,
    commonResponses: { 400: ErrorResponseSchema, 500: ErrorResponseSchema },
  },
);
export type Contract = typeof contract;
