import { redactUrl } from '@billfold/contract';
import {
  type DynamicModule,
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import {
  createDataSource,
  DataSource,
  runMigrations,
  type DataSourceConfig,
} from '../data-source.js';
import { UnitOfWork } from '../unit-of-work.js';

/** How an app connects: its pool and name, and whether it applies pending migrations at start. */
export interface DatabaseConnection extends DataSourceConfig {
  migrate?: boolean;
}

const logger = new Logger('Database');

async function connect(connection: DatabaseConnection): Promise<DataSource> {
  const dataSource = createDataSource(connection);
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new Error(
      `Database at ${redactUrl(connection.url)} is unreachable: ${(error as Error).message}`,
      { cause: error },
    );
  }
  if (connection.migrate) {
    const applied = await runMigrations(dataSource);
    if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);
  }
  return dataSource;
}

/**
 * The PostgreSQL DataSource of an app (the API or the worker) and its unit of work, for every
 * module; the DataSource is closed when the app shuts down.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  static forRoot(connection: DatabaseConnection): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DataSource, useFactory: () => connect(connection) },
        // Transactions that span repositories: services run them through the unit of work.
        {
          provide: UnitOfWork,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => new UnitOfWork(dataSource),
        },
      ],
      exports: [DataSource, UnitOfWork],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/** Provides a repository of this package built on the app's DataSource. */
export function provideRepository<T>(repository: new (dataSource: DataSource) => T): Provider<T> {
  return {
    provide: repository,
    inject: [DataSource],
    useFactory: (dataSource: DataSource) => new repository(dataSource),
  };
}
