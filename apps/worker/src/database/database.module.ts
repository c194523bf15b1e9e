import { createDataSource, DataSource, OutboxMailsRepository } from '@billfold/db';
import { redactUrl } from '@billfold/jobs';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { WORKER_ENV, type WorkerEnv } from '../config/worker-config.js';

/** The PostgreSQL DataSource of the worker and the repositories built on it. */
@Global()
@Module({
  providers: [
    {
      provide: DataSource,
      inject: [WORKER_ENV],
      useFactory: async (env: WorkerEnv) => {
        const dataSource = createDataSource({
          url: env.DATABASE_URL,
          // Every running job may hold a connection, plus room for the queue's own bookkeeping.
          poolSize: env.WORKER_CONCURRENCY + 2,
          applicationName: 'billfold-worker',
        });
        try {
          await dataSource.initialize();
        } catch (error) {
          throw new Error(
            `Database at ${redactUrl(env.DATABASE_URL)} is unreachable: ${(error as Error).message}`,
            { cause: error },
          );
        }
        return dataSource;
      },
    },
    {
      provide: OutboxMailsRepository,
      inject: [DataSource],
      useFactory: (dataSource: DataSource) => new OutboxMailsRepository(dataSource),
    },
  ],
  exports: [DataSource, OutboxMailsRepository],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
