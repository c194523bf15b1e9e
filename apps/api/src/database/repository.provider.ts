import { DataSource } from '@billfold/db';
import type { Provider } from '@nestjs/common';

/** Provides a packages/db repository built on the shared DataSource. */
export function provideRepository<T>(repository: new (dataSource: DataSource) => T): Provider<T> {
  return {
    provide: repository,
    inject: [DataSource],
    useFactory: (dataSource: DataSource) => new repository(dataSource),
  };
}
