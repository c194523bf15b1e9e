import { loadWorkerEnv, type WorkerEnv } from '../../src/config/env.js';

/** A validated worker environment for tests: quiet logs, the given database and settings. */
export function workerEnv(variables: Record<string, string | undefined>): WorkerEnv {
  return loadWorkerEnv({
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SHUTDOWN_TIMEOUT_MS: '30000',
    ...variables,
  });
}
