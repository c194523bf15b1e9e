import { DatabaseModule } from '@billfold/db/nest';
import {
  type DynamicModule,
  type MiddlewareConsumer,
  Module,
  type NestModule,
} from '@nestjs/common';
import { LoggingModule } from './common/logging/logging.module.js';
import { SameOriginMiddleware } from './common/security/same-origin.middleware.js';
import { ConfigModule } from './config/config.module.js';
import type { ApiEnv } from './config/api-config.js';
import { AnalysesModule } from './modules/analyses/analyses.module.js';
import { ApiDocsModule } from './modules/api-docs/api-docs.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { DevOutboxModule } from './modules/dev-outbox/dev-outbox.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { InvoicesModule } from './modules/invoices/invoices.module.js';
import { LearningModule } from './modules/learning/learning.module.js';
import { MetricsModule } from './modules/metrics/metrics.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { QueueModule } from './queue/queue.module.js';
import { StorageModule } from './storage/storage.module.js';

@Module({})
export class AppModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SameOriginMiddleware).forRoutes('*path');
  }

  static forRoot(env: ApiEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        LoggingModule,
        MetricsModule,
        DatabaseModule.forRoot({
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          applicationName: 'billfold-api',
          migrate: env.DATABASE_MIGRATE_ON_START,
        }),
        QueueModule,
        StorageModule,
        HealthModule,
        ApiDocsModule,
        AuthModule,
        DevOutboxModule.forRoot(env),
        ReportsModule,
        LearningModule,
        InvoicesModule,
        AnalysesModule,
        BillingModule,
      ],
    };
  }
}
