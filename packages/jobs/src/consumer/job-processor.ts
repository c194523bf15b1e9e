import type { AnyJobDefinition, JobPayload } from '../definitions/job-definition.js';

/** What a processor knows about the job it runs besides the payload. */
export interface JobContext {
  /** The job's deterministic id (the domain id it was enqueued with). */
  readonly jobId: string;
  readonly jobName: string;
  /** 1 on the first run, 2 on the first retry, … */
  readonly attempt: number;
  readonly maxAttempts: number;
  /** The id of the HTTP request that enqueued the job, when it came from one. */
  readonly requestId: string | undefined;
  /** Aborted when the job is cancelled; long work should stop early. */
  readonly signal: AbortSignal | undefined;
}

/**
 * Does one job's work. Resolve when done; throw PermanentJobError when retrying cannot help; any
 * other error is retried with backoff. A job can run more than once (retries, a worker killed
 * mid-job), so processors must be idempotent, keyed by `context.jobId`.
 */
export type JobProcessor<TDefinition extends AnyJobDefinition> = (
  payload: JobPayload<TDefinition>,
  context: JobContext,
) => Promise<void>;

/**
 * Processors keyed by job name. Every entry is optional in the type because completeness is
 * checked when the consumer is built: a declared job without a processor is refused at start.
 */
export type JobProcessors<TJobs extends readonly AnyJobDefinition[] = readonly AnyJobDefinition[]> =
  {
    [TDefinition in TJobs[number] as TDefinition['name']]?: JobProcessor<TDefinition>;
  };

/** Summary of one job run, for logs. No payload: it may hold personal data. */
export interface JobRun {
  readonly jobId: string;
  readonly jobName: string;
  readonly queue: string;
  readonly attempt: number;
  readonly maxAttempts: number;
  readonly durationMs: number;
  readonly requestId: string | undefined;
}

/** Outcomes the consumer reports (the worker logs them). */
export interface JobConsumerEvents {
  /** Wraps each run of a processor (e.g. to give its log lines the job's request id). */
  around?<T>(run: JobRun, work: () => Promise<T>): Promise<T>;
  completed?(run: JobRun): void;
  /** `willRetry` is false for permanent failures, invalid payloads and the last attempt. */
  failed?(run: JobRun, error: Error, willRetry: boolean): void;
  /** A job taken while the consumer was closing was handed back to its queue untouched. */
  handedBack?(jobId: string, jobName: string): void;
  /** Connection and internal errors of the queue workers (jobs are not affected directly). */
  error?(error: Error): void;
}
