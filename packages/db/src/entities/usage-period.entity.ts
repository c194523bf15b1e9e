import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from './user.entity.js';

/**
 * Pages used by a user in one quota period (reserved or committed). One row per user and
 * period; reservations are conditional updates of `pages_used` against the quota, so
 * concurrent uploads can never overspend it.
 */
@Entity({ name: 'usage_periods' })
export class UsagePeriod {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: Relation<User>;

  /** First day of the period (the calendar month for the free plan). */
  @PrimaryColumn({ type: 'date' })
  periodStart!: string;

  @Column({ type: 'integer', default: 0 })
  pagesUsed!: number;
}
