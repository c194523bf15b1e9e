import { UnrecoverableError, WaitingError, type Job } from 'bullmq';
import type { BullWorker, QueueBackend } from '../backend/queue-backend.js';
import type { AnyJobDefinition } from '../definitions/job-definition.js';
import { REQUEST_ID_KEY, RequestIdSchema } from '../producer/job-producer.js';
import { InvalidJobPayloadError, MissingProcessorError, PermanentJobError } from '../job-errors.js';
import type {
  JobConsumerEvents,
  JobContext,
  JobProcessor,
  JobProcessors,
  JobRun,
} from './job-processor.js';

export interface JobConsumerOptions {
  /** Jobs run at the same time, per queue (default 1). */
  concurrency?: number;
  /**
   * How long a job's lock lasts without renewal (BullMQ lockDuration, default 30 s). A worker
   * that dies mid-job stops renewing; after this long the job is found stalled and runs again on
   * another worker. Stalled checks run at the same interval.
   */
  lockDurationMs?: number;
  events?: JobConsumerEvents;
}

interface Registration {
  definition: AnyJobDefinition;
  process: JobProcessor<AnyJobDefinition>;
}

/**
 * Runs the processors of the declared jobs: one BullMQ worker per queue, each payload validated
 * again on dequeue. Refuses to be built when a declared job has no processor.
 */
export class JobConsumer<TJobs extends readonly AnyJobDefinition[] = readonly AnyJobDefinition[]> {
  private readonly registrations = new Map<string, Registration>();
  private readonly workers: BullWorker[] = [];
  private readonly runs: Promise<void>[] = [];
  private closing: Promise<{ drained: boolean }> | undefined;

  constructor(
    private readonly backend: QueueBackend,
    jobs: TJobs,
    processors: NoInfer<JobProcessors<TJobs>>,
    private readonly options: JobConsumerOptions = {},
  ) {
    const byName = processors as Record<string, JobProcessor<AnyJobDefinition> | undefined>;
    const missing = jobs
      .filter((definition) => typeof byName[definition.name] !== 'function')
      .map((definition) => definition.name);
    if (missing.length > 0) throw new MissingProcessorError(missing);
    for (const definition of jobs) {
      this.registrations.set(definition.name, { definition, process: byName[definition.name]! });
    }
  }

  /** The queues this consumer takes jobs from. */
  get queues(): string[] {
    return [...new Set([...this.registrations.values()].map(({ definition }) => definition.queue))];
  }

  /** Connects one worker per queue and starts taking jobs; throws when the backend is unreachable. */
  async start(): Promise<void> {
    if (this.workers.length > 0 || this.closing)
      throw new Error('JobConsumer.start() may be called once.');
    for (const queue of this.queues) {
      const worker = this.backend.openWorker(
        queue,
        (job: Job, token?: string, signal?: AbortSignal) => this.run(queue, job, token, signal),
        {
          concurrency: this.options.concurrency ?? 1,
          ...(this.options.lockDurationMs
            ? {
                lockDuration: this.options.lockDurationMs,
                stalledInterval: this.options.lockDurationMs,
              }
            : {}),
        },
      );
      // BullMQ emits connection trouble as 'error'; an EventEmitter without a listener would crash.
      worker.on('error', (error: Error) => this.options.events?.error?.(error));
      this.workers.push(worker);
    }
    try {
      await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
      await this.schedulePeriodicJobs();
    } catch (error) {
      await Promise.allSettled(this.workers.map((worker) => worker.close(true)));
      throw error;
    }
    for (const worker of this.workers) {
      this.runs.push(
        worker.run().catch((error: unknown) => this.options.events?.error?.(error as Error)),
      );
    }
  }

  /**
   * Stops taking jobs and waits for the running ones to finish (BullMQ's worker.close() waits
   * for them). With `timeoutMs`, gives up waiting after that long and reports `drained: false`;
   * an unfinished job's lock then expires and the job runs again elsewhere.
   */
  close(options: { timeoutMs?: number } = {}): Promise<{ drained: boolean }> {
    this.closing ??= (async () => {
      const drained = Promise.all([
        ...this.workers.map((worker) => worker.close()),
        ...this.runs,
      ]).then(() => true);
      if (options.timeoutMs === undefined) return { drained: await drained };
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), options.timeoutMs);
      });
      try {
        return { drained: await Promise.race([drained, timedOut]) };
      } finally {
        clearTimeout(timer);
      }
    })();
    return this.closing;
  }

  /**
   * Keeps one schedule per periodic job (a BullMQ job scheduler named after the job): upserting
   * it again from every consumer that starts changes nothing while its interval stays the same.
   */
  private async schedulePeriodicJobs(): Promise<void> {
    for (const { definition } of this.registrations.values()) {
      if (definition.everyMs === undefined) continue;
      const queue = this.backend.openQueue(definition.queue);
      try {
        await queue.upsertJobScheduler(
          definition.name,
          { every: definition.everyMs },
          {
            name: definition.name,
            data: definition.payload.parse({}) as Record<string, unknown>,
            opts: { ...definition.defaults },
          },
        );
      } finally {
        await queue.close();
      }
    }
  }

  private async run(
    queue: string,
    job: Job,
    token: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    const jobId = job.id ?? '';
    if (this.closing) {
      // BullMQ can still hand out a job fetched while close() began; give it back untouched so
      // that a closing worker starts no new work (SECURITY.md 28).
      await job.moveToWait(token);
      this.options.events?.handedBack?.(jobId, job.name);
      throw new WaitingError();
    }
    const maxAttempts = job.opts.attempts ?? 1;
    const startedAt = Date.now();
    // The request id rides beside the payload; the payload schema never sees it.
    const { [REQUEST_ID_KEY]: givenRequestId, ...data } = (job.data ?? {}) as Record<
      string,
      unknown
    >;
    const context: JobContext = {
      jobId,
      jobName: job.name,
      attempt: job.attemptsMade + 1,
      maxAttempts,
      requestId: RequestIdSchema.safeParse(givenRequestId).data,
      signal,
    };
    const summary = (): JobRun => ({
      jobId,
      jobName: job.name,
      queue,
      attempt: context.attempt,
      maxAttempts,
      durationMs: Date.now() - startedAt,
      requestId: context.requestId,
    });
    const work = () => this.process(queue, job, data, context, summary);
    const events = this.options.events;
    return events?.around ? events.around(summary(), work) : work();
  }

  private async process(
    queue: string,
    job: Job,
    data: Record<string, unknown>,
    context: JobContext,
    summary: () => JobRun,
  ): Promise<void> {
    try {
      const registration = this.registrations.get(job.name);
      if (registration?.definition.queue !== queue) {
        throw new PermanentJobError(`No job named "${job.name}" is declared on queue "${queue}".`);
      }
      // Validate again on dequeue: a job may have been written by an older release or by hand.
      const parsed = registration.definition.payload.safeParse(data);
      if (!parsed.success) throw InvalidJobPayloadError.fromZod(job.name, parsed.error);
      await registration.process(parsed.data, context);
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      const permanent =
        error instanceof PermanentJobError || error instanceof InvalidJobPayloadError;
      this.options.events?.failed?.(
        summary(),
        error,
        !permanent && context.attempt < context.maxAttempts,
      );
      // UnrecoverableError is BullMQ's "fail now, do not retry".
      throw permanent ? new UnrecoverableError(error.message) : error;
    }
    this.options.events?.completed?.(summary());
  }
}
