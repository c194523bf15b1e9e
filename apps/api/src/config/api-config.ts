import type { ApiEnv } from './env.js';

/** Injection token of the validated environment. */
export const API_ENV = Symbol('API_ENV');
export type { ApiEnv };
