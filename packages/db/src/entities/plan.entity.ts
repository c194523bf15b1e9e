import { Column, Entity, PrimaryColumn } from 'typeorm';

export const PLAN_CODES = ['free', 'basic', 'premium', 'enterprise'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/**
 * A subscription plan: its monthly page quota (null = unlimited) and its price (null = free).
 * Prices, quotas and Stripe price ids come from the API's configuration, written here at start.
 */
@Entity({ name: 'plans' })
export class Plan {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  code!: PlanCode;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** Pages a month; null is unlimited. */
  @Column({ type: 'integer', nullable: true })
  monthlyQuota!: number | null;

  /** Price a month in the plan's currency; null is free or on request. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  priceMonthly!: string | null;

  @Column({ type: 'integer', default: 0 })
  sortOrder!: number;

  /** The Stripe price a checkout for this plan buys (configuration; null: not sold through checkout). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePriceId!: string | null;
}
