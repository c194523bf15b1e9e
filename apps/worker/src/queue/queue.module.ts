import { type QueueBackend, queueBackendFromEnv } from '@billfold/jobs';
import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { WORKER_ENV, type WorkerEnv } from '../config/worker-config.js';

/** Injection token of the job-queue backend (BullMQ on Redis or on PostgreSQL). */
export const QUEUE_BACKEND = Symbol('QUEUE_BACKEND');

/** The job queue: BullMQ on Redis when REDIS_URL is set, else on PostgreSQL in DATABASE_URL. */
@Global()
@Module({
  providers: [
    {
      provide: QUEUE_BACKEND,
      inject: [WORKER_ENV],
      useFactory: async (env: WorkerEnv): Promise<QueueBackend> => {
        const backend = await queueBackendFromEnv(env);
        new Logger('Queue').log(
          `Job queue: BullMQ on ${backend.kind === 'redis' ? 'Redis' : 'PostgreSQL'}`,
        );
        return backend;
      },
    },
  ],
  exports: [QUEUE_BACKEND],
})
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(QUEUE_BACKEND) private readonly backend: QueueBackend) {}

  async onApplicationShutdown(): Promise<void> {
    await this.backend.close();
  }
}
