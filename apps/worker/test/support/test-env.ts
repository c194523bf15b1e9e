// The environment the worker tests read (test files may read process.env; src may not).
export const testEnv = {
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  ci: Boolean(process.env.CI),
};
