import type { WorkerEnv } from './env.js';

/** Injection token of the validated environment. */
export const WORKER_ENV = Symbol('WORKER_ENV');
export type { WorkerEnv };
