import { z } from 'zod';
import type { BullQueue, QueueBackend } from '../backend/queue-backend.js';
import type { AnyJobDefinition, JobPayloadInput } from '../definitions/job-definition.js';
import { InvalidJobPayloadError } from '../job-errors.js';

/**
 * A job id is the domain id of the work (an analysis id, `verify-email.<token id>`), so enqueueing
 * the same work twice yields one job. BullMQ rejects ids that are integers or contain ":", and
 * the dev outbox stores the id in 200 characters.
 */
export const JobIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'must be 1-200 letters, digits, ".", "_" or "-"')
  .refine((id) => !/^\d+$/.test(id), 'must not be only digits');

/**
 * The id of the HTTP request that caused a job (the API's X-Request-Id). It travels in the job's
 * data under REQUEST_ID_KEY, beside the payload, so the worker's logs of that job carry it.
 */
export const RequestIdSchema = z.string().regex(/^[A-Za-z0-9._-]{1,128}$/);
export const REQUEST_ID_KEY = 'requestId';

export interface EnqueueOptions {
  /** Deterministic domain id: enqueueing twice with the same id is harmless. */
  jobId: string;
  /** Wait this long before the job may run. */
  delayMs?: number;
  /** The request that caused the job, for the logs of the worker that runs it. */
  requestId?: string;
}

/** Puts validated jobs on their queues. One per process; `close()` at shutdown. */
export class JobProducer {
  private readonly queues = new Map<string, BullQueue>();

  constructor(private readonly backend: QueueBackend) {}

  /**
   * Validates the payload with the job's schema and enqueues it under `jobId`. Throws
   * InvalidJobPayloadError (nothing is enqueued) when the payload does not match. While a job
   * with the same id is still kept (waiting, running, or finished within its retention), a
   * second call adds nothing.
   */
  async enqueue<TDefinition extends AnyJobDefinition>(
    definition: TDefinition,
    payload: JobPayloadInput<TDefinition>,
    options: EnqueueOptions,
  ): Promise<{ jobId: string }> {
    const jobId = JobIdSchema.safeParse(options.jobId);
    if (!jobId.success) {
      throw new InvalidJobPayloadError(definition.name, [
        `jobId ${jobId.error.issues.map((issue) => issue.message).join(', ')}`,
      ]);
    }
    const parsed = definition.payload.safeParse(payload);
    if (!parsed.success) throw InvalidJobPayloadError.fromZod(definition.name, parsed.error);
    const requestId = RequestIdSchema.safeParse(options.requestId);
    const payloadData = parsed.data as Record<string, unknown>;
    const data = requestId.success
      ? { ...payloadData, [REQUEST_ID_KEY]: requestId.data }
      : payloadData;
    await this.queueOf(definition).add(definition.name, data, {
      ...definition.defaults,
      jobId: jobId.data,
      delay: options.delayMs,
    });
    return { jobId: jobId.data };
  }

  async close(): Promise<void> {
    const queues = [...this.queues.values()];
    this.queues.clear();
    await Promise.all(queues.map((queue) => queue.close()));
  }

  private queueOf(definition: AnyJobDefinition): BullQueue {
    let queue = this.queues.get(definition.queue);
    if (!queue) {
      queue = this.backend.openQueue(definition.queue);
      this.queues.set(definition.queue, queue);
    }
    return queue;
  }
}
