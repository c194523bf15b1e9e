export {
  deleteRedisKeys,
  redisReachable,
  resolveTestBackends,
  uniqueTestPrefix,
  type TestBackends,
} from './test-backends.js';
export { gate, waitFor } from './wait-for.js';
