import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { UserOwned } from './user-owned.js';
import { CreatedAt, Timestamp, UpdatedAt } from './columns.js';
import { Plan, type PlanCode } from './plan.entity.js';

/** Stripe subscription statuses that keep the plan (past_due: Stripe is still retrying the payment). */
export const ENTITLED_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

/**
 * A Stripe subscription as Stripe last described it: written only from Stripe's own objects
 * (fetched while a verified webhook is handled, or answered by a call we made), never from
 * anything the browser sends. The user's plan is derived from these rows.
 */
@Entity({ name: 'subscriptions' })
@Index('subscriptions_user_id_idx', ['userId'])
export class Subscription extends UserOwned {
  /** Stripe's subscription id (sub_…). */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id!: string;

  @Column({ type: 'varchar', length: 32 })
  planCode!: PlanCode;

  @ManyToOne(() => Plan)
  @JoinColumn({ name: 'plan_code' })
  plan!: Relation<Plan>;

  /** Stripe's customer id (cus_…): later checkouts of the user reuse it. */
  @Column({ type: 'varchar', length: 255 })
  stripeCustomerId!: string;

  /** Stripe's status as is: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  @Column({ type: 'varchar', length: 32 })
  status!: string;

  @Timestamp()
  currentPeriodStart!: Date;

  @Timestamp()
  currentPeriodEnd!: Date;

  @Column({ type: 'boolean', default: false })
  cancelAtPeriodEnd!: boolean;

  @Timestamp({ nullable: true })
  endedAt!: Date | null;

  /** When Stripe created the subscription: the newest one wins between two of the same plan. */
  @Timestamp()
  stripeCreatedAt!: Date;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
