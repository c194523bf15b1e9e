/** Injection token of the job-queue backend (BullMQ on Redis or on PostgreSQL). */
export const QUEUE_BACKEND = Symbol('QUEUE_BACKEND');
