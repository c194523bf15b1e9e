import type { Health } from '@billfold/contract';
import { DataSource, pingDatabase } from '@billfold/db';
import { readiness, type QueueBackend } from '@billfold/jobs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QUEUE_BACKEND } from '../../queue/queue-backend.js';

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
    const health = await readiness(() => pingDatabase(this.dataSource), this.queue, this.startedAt);
    if (health.status !== 'ok')
      this.logger.warn(`Not ready: database ${health.database}, queue ${health.queue}`);
    return health;
  }
}
