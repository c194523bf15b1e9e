import { JobProducer, type QueueBackend, queueBackendFromEnv } from '@billfold/jobs';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { API_ENV, type ApiEnv } from '../config/api-config.js';
import { QUEUE_BACKEND } from './queue-backend.js';

/**
 * The job queue: BullMQ on Redis when REDIS_URL is set, else on PostgreSQL. The API only
 * produces jobs (the worker consumes them) and reports the queue's health.
 */
@Global()
@Module({
  providers: [
    {
      provide: QUEUE_BACKEND,
      inject: [API_ENV],
      useFactory: (env: ApiEnv): Promise<QueueBackend> => queueBackendFromEnv(env),
    },
    {
      provide: JobProducer,
      inject: [QUEUE_BACKEND],
      useFactory: (backend: QueueBackend) => new JobProducer(backend),
    },
  ],
  exports: [QUEUE_BACKEND, JobProducer],
})
export class QueueModule implements OnApplicationShutdown {
  constructor(
    @Inject(QUEUE_BACKEND) private readonly backend: QueueBackend,
    @Inject(JobProducer) private readonly producer: JobProducer,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.producer.close();
    await this.backend.close();
  }
}
