import {
  JobConsumer,
  QUEUE_STATES,
  type AnyJobDefinition,
  type JobProcessors,
  type JobRun,
  type QueueBackend,
} from '@billfold/jobs';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { WORKER_ENV, type WorkerEnv } from '../config/worker-config.js';
import { WorkerMetrics } from '../metrics/worker-metrics.js';
import { QUEUE_BACKEND } from './queue.module.js';

/** The jobs this worker must process: it refuses to start while one of them has no processor. */
export const DECLARED_JOBS = Symbol('DECLARED_JOBS');
/** The processors of the declared jobs, keyed by job name. */
export const JOB_PROCESSORS = Symbol('JOB_PROCESSORS');

const describeRun = (run: JobRun) =>
  `${run.jobName} ${run.jobId} (attempt ${run.attempt}/${run.maxAttempts}, ${run.durationMs} ms)`;

/** Takes jobs off the queues and hands them to their processors; drains on shutdown. */
@Injectable()
export class JobConsumerService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private consumer: JobConsumer | undefined;

  constructor(
    @Inject(QUEUE_BACKEND) private readonly backend: QueueBackend,
    @Inject(WORKER_ENV) private readonly env: WorkerEnv,
    @Inject(DECLARED_JOBS) private readonly jobs: readonly AnyJobDefinition[],
    @Inject(JOB_PROCESSORS) private readonly processors: JobProcessors,
    private readonly metrics: WorkerMetrics,
    private readonly pino: PinoLogger,
  ) {}

  /** Throws MissingProcessorError (naming the job) before taking any job when one is missing. */
  async start(): Promise<void> {
    const consumer = new JobConsumer(this.backend, this.jobs, this.processors, {
      concurrency: this.env.WORKER_CONCURRENCY,
      lockDurationMs: this.env.JOB_LOCK_DURATION_MS,
      events: {
        // Every log line of a job carries its id and the id of the request that queued it.
        around: (run, work) =>
          this.pino.runInContext(work, {
            bindings: {
              jobId: run.jobId,
              jobName: run.jobName,
              ...(run.requestId ? { requestId: run.requestId } : {}),
            },
          }),
        completed: (run) => {
          this.metrics.jobRun(run.queue, run.jobName, 'completed', run.durationMs);
          this.logger.log(`Completed ${describeRun(run)}`);
        },
        failed: (run, error, willRetry) => {
          this.metrics.jobRun(
            run.queue,
            run.jobName,
            willRetry ? 'retried' : 'failed',
            run.durationMs,
          );
          if (willRetry)
            this.logger.warn(`Failed ${describeRun(run)}, will retry: ${error.message}`);
          else this.logger.error(`Failed ${describeRun(run)} for good: ${error.message}`);
        },
        handedBack: (jobId, jobName) =>
          this.logger.log(`Handed ${jobName} ${jobId} back to its queue: shutting down`),
        error: (error) => this.logger.error(`Queue error: ${error.message}`),
      },
    });
    this.consumer = consumer;
    await consumer.start();
    // Queue depth by state, read at each scrape through queues opened for counting only.
    const queues = consumer.queues.map((name) => ({ name, queue: this.backend.openQueue(name) }));
    this.metrics.watchQueues(() =>
      Promise.all(
        queues.map(async ({ name, queue }) => ({
          queue: name,
          counts: await queue.getJobCounts(...QUEUE_STATES),
        })),
      ),
    );
    this.logger.log(
      `Taking jobs from ${consumer.queues.join(', ')} (concurrency ${this.env.WORKER_CONCURRENCY})`,
    );
  }

  /**
   * Stops taking jobs and waits for the running ones, at most SHUTDOWN_TIMEOUT_MS (SECURITY.md 28).
   * `drained: false` means a job was still running when the time ran out.
   */
  async close(): Promise<{ drained: boolean }> {
    if (!this.consumer) return { drained: true };
    return this.consumer.close({ timeoutMs: this.env.SHUTDOWN_TIMEOUT_MS });
  }

  // Also when the application context is closed directly, before the queue and database close.
  async beforeApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
