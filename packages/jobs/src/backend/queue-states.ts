/** The states BullMQ counts a queue's jobs in (metrics, the queue-admin command). */
export const QUEUE_STATES = [
  'waiting',
  'prioritized',
  'active',
  'delayed',
  'failed',
  'completed',
  'waiting-children',
] as const;
export type QueueState = (typeof QUEUE_STATES)[number];
