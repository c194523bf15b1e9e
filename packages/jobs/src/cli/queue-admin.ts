import type { Job } from 'bullmq';
import { createQueueBackend } from '../backend/create-queue-backend.js';
import type { BullQueue } from '../backend/queue-backend.js';
import { QUEUE_STATES } from '../backend/queue-states.js';
import { jobDefinitions } from '../definitions/job-definitions.js';

export const QUEUE_ADMIN_USAGE = `usage: queue-admin <command>
  counts                      jobs per state in every queue
  failed <queue> [limit]      the failed jobs of a queue (newest first, default 20)
  show <queue> <jobId>        one job: state, data, options, attempts, failure and stack trace
  retry <queue> [jobId]       retry one failed job, or every failed job of the queue
queues: ${[...new Set(jobDefinitions.map((definition) => definition.queue))].join(', ')}
environment: REDIS_URL (+ REDIS_PREFIX), else DATABASE_URL (BullMQ on PostgreSQL)`;

export interface QueueAdminEnvironment {
  redisUrl?: string;
  prefix?: string;
  databaseUrl?: string;
}

function summary(job: Job) {
  const { requestId, ...data } = (job.data ?? {}) as Record<string, unknown>;
  return {
    id: job.id,
    name: job.name,
    attemptsMade: job.attemptsMade,
    failedReason: job.failedReason,
    finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    requestId: requestId ?? null,
    data,
  };
}

/**
 * The operator's view of the job queues (infra/README.md): counts, failed jobs and retries, on
 * the same backend the apps use. Returns the exit code; writes JSON lines to `print`.
 */
export async function runQueueAdmin(
  args: string[],
  environment: QueueAdminEnvironment,
  print: (line: string) => void,
): Promise<number> {
  const [command, queueName, argument] = args;
  const queues = [...new Set(jobDefinitions.map((definition) => definition.queue))];
  const needsQueue = command === 'failed' || command === 'show' || command === 'retry';
  if (
    !command ||
    !['counts', 'failed', 'show', 'retry'].includes(command) ||
    (needsQueue && !queues.includes(queueName ?? '')) ||
    (command === 'show' && !argument)
  ) {
    print(QUEUE_ADMIN_USAGE);
    return 2;
  }
  if (!environment.redisUrl && !environment.databaseUrl) {
    print('Set REDIS_URL (or DATABASE_URL for the queue on PostgreSQL).');
    return 2;
  }
  const backend = await createQueueBackend({
    redisUrl: environment.redisUrl,
    databaseUrl: environment.databaseUrl ?? '',
    prefix: environment.prefix,
  });
  const open = (name: string): BullQueue => backend.openQueue(name);
  try {
    if (command === 'counts') {
      for (const name of queues)
        print(JSON.stringify({ queue: name, ...(await open(name).getJobCounts(...QUEUE_STATES)) }));
      return 0;
    }
    const queue = open(queueName!);
    if (command === 'failed') {
      const limit = Number(argument ?? 20);
      for (const job of await queue.getFailed(0, limit - 1))
        print(JSON.stringify(summary(job as Job)));
      return 0;
    }
    if (command === 'show') {
      const job = (await queue.getJob(argument!)) as Job | undefined;
      if (!job) {
        print(`No job ${argument} in ${queueName}.`);
        return 1;
      }
      print(
        JSON.stringify(
          {
            ...summary(job),
            state: await job.getState(),
            opts: job.opts,
            stacktrace: job.stacktrace,
          },
          null,
          2,
        ),
      );
      return 0;
    }
    // retry
    if (argument) {
      const job = (await queue.getJob(argument)) as Job | undefined;
      const state = await job?.getState();
      if (!job || state !== 'failed') {
        print(
          `Job ${argument} in ${queueName} is ${state ?? 'not there'}; only failed jobs are retried.`,
        );
        return 1;
      }
      await job.retry('failed');
      print(JSON.stringify({ retried: [job.id] }));
      return 0;
    }
    const failed = await queue.getJobCounts('failed');
    await queue.retryJobs({ state: 'failed' });
    print(JSON.stringify({ retried: failed.failed ?? 0 }));
    return 0;
  } finally {
    await backend.close();
  }
}
