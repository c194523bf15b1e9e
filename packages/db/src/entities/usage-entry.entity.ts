import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserOwned } from './user-owned.js';
import { BelongsTo, CreatedAt, UpdatedAt } from './columns.js';
import { Analysis } from './analysis.entity.js';

export const USAGE_STATUSES = ['reserved', 'committed', 'released'] as const;
export type UsageStatus = (typeof USAGE_STATUSES)[number];

/**
 * The usage ledger: one row per analysis. Pages are reserved before the model is called,
 * committed when the analysis succeeds and released (exactly once) when it finally fails.
 */
@Entity({ name: 'usage_entries' })
@Index('usage_entries_user_id_period_idx', ['userId', 'periodStart'])
export class UsageEntry extends UserOwned {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The analysis charged: a retried or re-run job finds its row instead of charging again. */
  @Index('usage_entries_analysis_id_key', { unique: true })
  @Column({ type: 'uuid' })
  analysisId!: string;

  @BelongsTo(() => Analysis, 'analysis_id')
  analysis!: Relation<Analysis>;

  /** The instant the quota period charged starts (the key of its `usage_periods` row). */
  @Column({ type: 'timestamptz' })
  periodStart!: Date;

  @Column({ type: 'integer' })
  pages!: number;

  @Column({ type: 'varchar', length: 16 })
  status!: UsageStatus;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
