import { type DynamicModule, Module } from '@nestjs/common';
import { Logger, LoggerModule, PinoLogger, type Params } from 'nestjs-pino';
import type { WorkerEnv } from '../config/env.js';

/**
 * JSON logs through pino. Configuration values are never logged whole (URLs go through
 * redactUrl); these paths are censored should an object carrying them reach a log line.
 */
function loggerParams(env: WorkerEnv): Params {
  return {
    pinoHttp: {
      level: env.LOG_LEVEL,
      base: { service: 'billfold-worker' },
      redact: {
        paths: [
          '*.password',
          '*.pass',
          '*.auth',
          '*.url',
          '*.databaseUrl',
          '*.smtpUrl',
          '*.DATABASE_URL',
          '*.SMTP_URL',
          '*.REDIS_URL',
        ],
        censor: '[redacted]',
      },
    },
  };
}

/**
 * The same pino logger outside dependency injection, for Nest's own boot messages, so that even
 * a failed boot logs JSON.
 */
export function createBootLogger(env: WorkerEnv): Logger {
  const params = loggerParams(env);
  return new Logger(new PinoLogger(params), params);
}

@Module({})
export class LoggingModule {
  static forRoot(env: WorkerEnv): DynamicModule {
    return { module: LoggingModule, imports: [LoggerModule.forRoot(loggerParams(env))] };
  }
}
