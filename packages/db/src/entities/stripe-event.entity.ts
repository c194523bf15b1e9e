import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAt } from './columns.js';

/** A Stripe event that took effect: stored in the same transaction as its effect, so it takes effect once. */
@Entity({ name: 'stripe_events' })
export class StripeEvent {
  /** Stripe's event id (evt_…). */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  @CreatedAt()
  processedAt!: Date;
}
