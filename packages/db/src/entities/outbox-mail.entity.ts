import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from './columns.js';

/**
 * A message delivered by the dev-outbox mail transport (the embedded default when SMTP_URL
 * is unset). Listed on the dev-only outbox page so a local user can follow its links.
 */
@Entity({ name: 'outbox_mails' })
@Index('outbox_mails_created_at_idx', ['createdAt'])
export class OutboxMail {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The mail job's id: delivering the same job twice stores one message. */
  @Index('outbox_mails_job_id_key', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  jobId!: string;

  @Column({ type: 'varchar', length: 320 })
  to!: string;

  @Column({ type: 'varchar', length: 500 })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text' })
  html!: string;

  @CreatedAt()
  createdAt!: Date;
}
