import { Column, Entity, PrimaryColumn, type Relation } from 'typeorm';
import { BelongsToUser } from './columns.js';
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

  @BelongsToUser()
  user!: Relation<User>;

  /**
   * The instant the period starts: midnight UTC of the 1st for a calendar month (free and
   * enterprise), the start of the Stripe billing period on paid plans.
   */
  @PrimaryColumn({ type: 'timestamptz' })
  periodStart!: Date;

  @Column({ type: 'integer', default: 0 })
  pagesUsed!: number;
}
