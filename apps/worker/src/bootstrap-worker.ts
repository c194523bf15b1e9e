import 'reflect-metadata';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createBootLogger } from './logging/logging.module.js';
import { MetricsServer } from './metrics/metrics-server.js';
import { JobConsumerService } from './queue/job-consumer.service.js';
import { WorkerModule, type WorkerModuleOptions } from './worker.module.js';

export type BootstrapWorkerOptions = WorkerModuleOptions;

export interface RunningWorker {
  readonly app: INestApplicationContext;
  /** Address of the metrics and health server; undefined when METRICS_PORT is unset. */
  readonly metricsUrl: string | undefined;
  /**
   * Graceful stop: takes no new job, waits for the running ones (at most SHUTDOWN_TIMEOUT_MS),
   * then closes the queue and the database. `drained: false` when a job was still running at
   * the deadline; the connections are then left to the process exit, since that job still uses
   * them.
   */
  close(): Promise<{ drained: boolean }>;
}

/**
 * Boots the worker in this process: connects the database and the queue, registers the job
 * processors and starts taking jobs. Throws when it cannot: after a missing processor it has
 * closed what it opened; a connection that fails while Nest builds the providers may leave the
 * others open, which is fine for main (it exits 1) but not for a caller that carries on.
 */
export async function bootstrapWorker(options: BootstrapWorkerOptions): Promise<RunningWorker> {
  // abortOnError false: a boot error reaches the caller (main prints it and exits 1; tests assert it).
  const logger = createBootLogger(options.env);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(options), {
    logger,
    abortOnError: false,
  });
  const consumer = app.get(JobConsumerService);
  const metricsServer = app.get(MetricsServer);
  let metricsUrl: string | undefined;
  try {
    await consumer.start();
    metricsUrl = await metricsServer.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  logger.log('Billfold worker ready', 'Bootstrap');

  let closing: Promise<{ drained: boolean }> | undefined;
  return {
    app,
    metricsUrl,
    close() {
      closing ??= (async () => {
        metricsServer.markDraining();
        logger.log('Shutting down: taking no new job, waiting for running ones', 'Bootstrap');
        const result = await consumer.close();
        if (!result.drained) {
          logger.error(
            `A job was still running after ${options.env.SHUTDOWN_TIMEOUT_MS} ms; stopping without it`,
            'Bootstrap',
          );
          return result;
        }
        await app.close();
        logger.log('Worker stopped', 'Bootstrap');
        return result;
      })();
      return closing;
    },
  };
}
