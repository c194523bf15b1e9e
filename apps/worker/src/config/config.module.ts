import { type DynamicModule, Global, Module } from '@nestjs/common';
import { WORKER_ENV, type WorkerEnv } from './worker-config.js';

/** Provides the validated environment (WORKER_ENV) to every module. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(env: WorkerEnv): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: WORKER_ENV, useValue: env }],
      exports: [WORKER_ENV],
    };
  }
}
