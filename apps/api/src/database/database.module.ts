import { createDataSource, DataSource, runMigrations, UnitOfWork } from '@billfold/db';
import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { API_ENV, type ApiEnv } from '../config/api-config.js';

const logger = new Logger('Database');

/** The PostgreSQL DataSource shared by every repository of the API, and its unit of work. */
@Global()
@Module({
  providers: [
    {
      provide: DataSource,
      inject: [API_ENV],
      useFactory: async (env: ApiEnv) => {
        const dataSource = createDataSource({
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          applicationName: 'billfold-api',
        });
        await dataSource.initialize();
        if (env.DATABASE_MIGRATE_ON_START) {
          const applied = await runMigrations(dataSource);
          if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);
        }
        return dataSource;
      },
    },
    // Transactions that span repositories: services run them through the unit of work.
    {
      provide: UnitOfWork,
      inject: [DataSource],
      useFactory: (dataSource: DataSource) => new UnitOfWork(dataSource),
    },
  ],
  exports: [DataSource, UnitOfWork],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
