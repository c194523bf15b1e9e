import type { Health } from '@billfold/contract';
import { DataSource, pingDatabase } from '@billfold/db';
import type { QueueBackend } from '@billfold/jobs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QUEUE_BACKEND } from '../../queue/queue-backend.js';

const CHECK_TIMEOUT_MS = 2_000;

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);
  private readonly startedAt = Date.now();

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(QUEUE_BACKEND) private readonly queue: QueueBackend,
  ) {}

  /** Ready when both the database and the job queue answer. */
  async check(): Promise<Health> {
    const [database, queue] = await Promise.all([
      answers(() => pingDatabase(this.dataSource)),
      answers(() => this.queue.ping()),
    ]);
    if (!database || !queue) this.logger.warn(`Not ready: database ${database ? 'up' : 'down'}, queue ${queue ? 'up' : 'down'}`);
    return {
      status: database && queue ? 'ok' : 'unavailable',
      database: database ? 'up' : 'down',
      queue: queue ? 'up' : 'down',
      queueBackend: this.queue.kind,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}
