import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { Analysis } from './entities/analysis.entity.js';
import { AuthSession } from './entities/auth-session.entity.js';
import { Identity } from './entities/identity.entity.js';
import { Invoice } from './entities/invoice.entity.js';
import { LoginThrottle } from './entities/login-throttle.entity.js';
import { OAuthFlow } from './entities/oauth-flow.entity.js';
import { OneTimeToken } from './entities/one-time-token.entity.js';
import { OutboxMail } from './entities/outbox-mail.entity.js';
import { PageImage } from './entities/page-image.entity.js';
import { Plan } from './entities/plan.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { Report } from './entities/report.entity.js';
import { ReportCategory } from './entities/report-category.entity.js';
import { ReportVendor } from './entities/report-vendor.entity.js';
import { StripeEvent } from './entities/stripe-event.entity.js';
import { Subscription } from './entities/subscription.entity.js';
import { UsageEntry } from './entities/usage-entry.entity.js';
import { UsagePeriod } from './entities/usage-period.entity.js';
import { User } from './entities/user.entity.js';
import { VendorProfile } from './entities/vendor-profile.entity.js';
import { migrations } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming-strategy.js';
import { PREPARED_STATEMENT_CONNECTION_OPTIONS } from './repositories/prepared-query.js';

/** Every entity of the schema. */
export const entities = [
  User,
  AuthSession,
  RefreshToken,
  OneTimeToken,
  LoginThrottle,
  Report,
  ReportVendor,
  ReportCategory,
  Invoice,
  OutboxMail,
  Plan,
  UsagePeriod,
  UsageEntry,
  Analysis,
  PageImage,
  Subscription,
  StripeEvent,
  Identity,
  OAuthFlow,
  VendorProfile,
];

export interface DataSourceConfig {
  url: string;
  /** Pool size per process; the API and each worker have their own pool. */
  poolSize?: number;
  applicationName?: string;
  logging?: boolean;
}

export function dataSourceOptions(config: DataSourceConfig): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.url,
    entities,
    migrations,
    migrationsTableName: 'schema_migrations',
    uuidExtension: 'pgcrypto', // gen_random_uuid() is built into PostgreSQL 13+
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    logging: config.logging ? ['error', 'warn', 'migration'] : ['error'],
    poolSize: config.poolSize ?? 10,
    applicationName: config.applicationName ?? 'billfold',
    extra: {
      connectionTimeoutMillis: 5_000,
      // The hot-path statements run prepared and keep their generic plans (prepared-query.ts).
      options: PREPARED_STATEMENT_CONNECTION_OPTIONS,
    },
  };
}

/** A DataSource for the Billfold schema. Call `initialize()` before use. */
export function createDataSource(config: DataSourceConfig): DataSource {
  return new DataSource(dataSourceOptions(config));
}

/** Applies every pending migration; returns the names of those applied. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((migration) => migration.name);
}

/**
 * The SQL that would bring the database to the entities' shape. Empty when the entities
 * and the applied migrations agree; anything else is drift.
 */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((query) => query.query);
}

export async function pingDatabase(dataSource: DataSource): Promise<void> {
  await dataSource.query('SELECT 1');
}

export { DataSource };
export type { EntityManager } from 'typeorm';
