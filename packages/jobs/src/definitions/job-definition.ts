import type { JobsOptions } from 'bullmq';
import type { z } from 'zod';

/**
 * Retry and retention defaults of every job (SECURITY.md 27): a bounded number of attempts with
 * exponential backoff (10 s, 20 s, 40 s, 80 s), and finished jobs trimmed so the queue's storage
 * stays small. Kept long enough that a jobId seen again within a day is still recognised as a
 * duplicate.
 */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: { age: 24 * 60 * 60, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 60 * 60, count: 5_000 },
} as const satisfies JobsOptions;

/** The job options a definition may set: retries and retention, never ids or timing of one job. */
export type JobDefaults = Pick<
  JobsOptions,
  'attempts' | 'backoff' | 'removeOnComplete' | 'removeOnFail'
>;

/**
 * A job as typed data: the queue it goes to (a noun, e.g. `mail`), its name (a verb qualified by
 * its queue, e.g. `mail.send`), the zod schema of its payload (checked on enqueue and again on
 * dequeue), its default options and, for a periodic job, how often it runs.
 */
export interface JobDefinition<
  TName extends string = string,
  TSchema extends z.ZodType = z.ZodType,
> {
  readonly queue: string;
  readonly name: TName;
  readonly payload: TSchema;
  readonly defaults: Readonly<JobDefaults>;
  /**
   * A periodic job runs this often with an empty payload: the workers that process it keep one
   * schedule for it (a BullMQ job scheduler named after the job), the first run due at once.
   */
  readonly everyMs?: number;
}

// Any definition, whatever its payload type (used where definitions are listed together).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<string, z.ZodType<any, any>>;

/** What a processor receives: the payload after its schema has parsed it. */
export type JobPayload<TDefinition extends AnyJobDefinition> = z.output<TDefinition['payload']>;
/** What a producer passes: the payload before parsing (defaults may still be missing). */
export type JobPayloadInput<TDefinition extends AnyJobDefinition> = z.input<TDefinition['payload']>;

const QUEUE_NAME = /^[a-z][a-z0-9-]*$/;
const JOB_VERB = /^[a-z][a-zA-Z0-9-]*$/;

export function defineJob<TName extends string, TSchema extends z.ZodType>(definition: {
  queue: string;
  name: TName;
  payload: TSchema;
  defaults?: JobDefaults;
  everyMs?: number;
}): JobDefinition<TName, TSchema> {
  const [queue, verb, ...rest] = definition.name.split('.');
  if (
    !QUEUE_NAME.test(definition.queue) ||
    queue !== definition.queue ||
    !verb ||
    !JOB_VERB.test(verb) ||
    rest.length > 0
  ) {
    throw new Error(
      `Job "${definition.name}" must be named "<queue>.<verb>" with queue "${definition.queue}".`,
    );
  }
  if (definition.everyMs !== undefined) {
    if (!(Number.isInteger(definition.everyMs) && definition.everyMs >= 1_000))
      throw new Error(`Job "${definition.name}" must run at most once a second.`);
    if (!definition.payload.safeParse({}).success)
      throw new Error(`Periodic job "${definition.name}" must take an empty payload.`);
  }
  return Object.freeze({
    queue: definition.queue,
    name: definition.name,
    payload: definition.payload,
    defaults: Object.freeze({ ...DEFAULT_JOB_OPTIONS, ...definition.defaults }),
    ...(definition.everyMs === undefined ? {} : { everyMs: definition.everyMs }),
  });
}
