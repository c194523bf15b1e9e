// The only file of @billfold/jobs that reads process.env: for the operator's queue-admin command
// (the apps pass their own validated settings to createQueueBackend).
import type { QueueAdminEnvironment } from '../cli/queue-admin.js';

const value = (name: string) => process.env[name] || undefined;

export const queueAdminEnv: QueueAdminEnvironment = {
  redisUrl: value('REDIS_URL'),
  prefix: value('REDIS_PREFIX'),
  databaseUrl: value('DATABASE_URL'),
};
