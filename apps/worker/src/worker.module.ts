import { DatabaseModule } from '@billfold/db/nest';
import { jobDefinitions, type AnyJobDefinition } from '@billfold/jobs';
import { type DynamicModule, Module } from '@nestjs/common';
import { AnalysisCleanupService } from './analysis/analysis-cleanup.service.js';
import { AnalysisRunProcessor } from './analysis/analysis.processor.js';
import { AnalysisModule } from './analysis/analysis.module.js';
import { ConfigModule } from './config/config.module.js';
import type { WorkerEnv } from './config/env.js';
import { jobProcessors } from './job-processors.js';
import { LoggingModule } from './logging/logging.module.js';
import type { MailTransport } from './mail/mail-transport.js';
import { MailSendProcessor } from './mail/mail.processor.js';
import { MailModule } from './mail/mail.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { DECLARED_JOBS, JOB_PROCESSORS, JobConsumerService } from './queue/job-consumer.service.js';
import { QueueModule } from './queue/queue.module.js';

export interface WorkerModuleOptions {
  env: WorkerEnv;
  /** Replaces the transport chosen from SMTP_URL (tests: a slow transport). */
  mailTransport?: MailTransport;
  /** The jobs to process; default every job Billfold declares (tests: one without a processor). */
  declaredJobs?: readonly AnyJobDefinition[];
}

/** The worker: no HTTP server, only job processing. */
@Module({})
export class WorkerModule {
  static forRoot(options: WorkerModuleOptions): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(options.env),
        LoggingModule.forRoot(options.env),
        DatabaseModule.forRoot({
          url: options.env.DATABASE_URL,
          // Every running job may hold a connection, plus room for the queue's own bookkeeping.
          poolSize: options.env.WORKER_CONCURRENCY + 2,
          applicationName: 'billfold-worker',
        }),
        QueueModule,
        MetricsModule,
        MailModule.forRoot({ transport: options.mailTransport }),
        AnalysisModule,
      ],
      providers: [
        { provide: DECLARED_JOBS, useValue: options.declaredJobs ?? jobDefinitions },
        {
          provide: JOB_PROCESSORS,
          inject: [MailSendProcessor, AnalysisRunProcessor, AnalysisCleanupService],
          useFactory: jobProcessors,
        },
        JobConsumerService,
      ],
    };
  }
}
