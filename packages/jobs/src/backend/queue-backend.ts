import type { IQueueBackend, Processor, Queue, Worker, WorkerOptions } from 'bullmq';
import type { JobsOptions } from 'bullmq';

export type QueueBackendKind = 'redis' | 'postgres';

export interface QueueBackendOptions {
  /** BullMQ on Redis when set (production, scale-out); else BullMQ on PostgreSQL. */
  redisUrl?: string;
  /** The application database; the PostgreSQL backend keeps its tables in their own schema there. */
  databaseUrl: string;
  /** Key prefix of every queue on Redis (default `billfold`); ignored on PostgreSQL. */
  prefix?: string;
  /**
   * Refuse a Redis whose `maxmemory-policy` is not `noeviction` (it could silently drop jobs,
   * SECURITY.md 29). The apps turn this on in production; dev and CI Redis run with defaults.
   */
  requireNoEviction?: boolean;
  /** Refuse a Redis without AOF persistence (jobs would be lost on restart). Production only. */
  requireAppendOnly?: boolean;
}

// BullMQ's classes are generic over their backend and its connection options, which differ
// between Redis and PostgreSQL; callers of this package only need the shared surface.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type BullQueue = Queue<any, any, string, any, any, string, IQueueBackend, any>;
export type BullWorker = Worker<any, any, string, IQueueBackend, any, any>;
export type BullProcessor = Processor<any, any, string>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Worker settings this package chooses per worker; the connection comes from the backend. */
export type BullWorkerSettings = Omit<WorkerOptions, 'connection' | 'prefix'>;

/**
 * BullMQ on one datastore. Producers and consumers open their queues and workers through it;
 * `close()` closes whatever they left open, then the backend's own connections.
 */
export interface QueueBackend {
  readonly kind: QueueBackendKind;
  /** Resolves when the datastore answers; throws when it does not (health checks). */
  ping(): Promise<void>;
  /** A BullMQ queue (producer side) on this backend. */
  openQueue(name: string, defaultJobOptions?: JobsOptions): BullQueue;
  /** A BullMQ worker on this backend; created with `autorun: false`, the caller runs it. */
  openWorker(name: string, processor: BullProcessor, settings: BullWorkerSettings): BullWorker;
  close(): Promise<void>;
}
