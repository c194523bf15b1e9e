import type { DataSource, Repository } from 'typeorm';
import { OutboxMail } from '../entities/outbox-mail.entity.js';

export type NewOutboxMail = Pick<OutboxMail, 'jobId' | 'to' | 'subject' | 'text' | 'html'>;

export class OutboxMailsRepository {
  private readonly mails: Repository<OutboxMail>;

  constructor(dataSource: DataSource) {
    this.mails = dataSource.getRepository(OutboxMail);
  }

  /** Stores a delivered mail once per job, however often the job runs. */
  async saveOnce(mail: NewOutboxMail): Promise<void> {
    await this.mails
      .createQueryBuilder()
      .insert()
      .into(OutboxMail)
      .values(mail)
      .orIgnore()
      .execute();
  }

  listRecent(limit = 50): Promise<OutboxMail[]> {
    return this.mails.find({ order: { createdAt: 'DESC' }, take: limit });
  }

  findByJobId(jobId: string): Promise<OutboxMail | null> {
    return this.mails.findOneBy({ jobId });
  }
}
