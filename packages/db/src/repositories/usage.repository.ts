import type { DataSource, EntityManager } from 'typeorm';
import { UsageEntry } from '../entities/usage-entry.entity.js';

export type ReserveResult =
  | { status: 'reserved' }
  /** This analysis holds a reservation already (a retried job): nothing is charged again. */
  | { status: 'already-reserved' }
  | { status: 'over-quota'; pagesUsed: number; quota: number };

/** Midnight UTC of the 1st of the calendar month of `now`: where the free plan's period starts. */
export function monthPeriodStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Page quota and the usage ledger. Usage is kept per quota period, under the instant the period
 * starts (a paid period starting on the 1st does not share the free month's row). Reservations are one conditional UPDATE of the period's
 * counter against the quota, in the same transaction as the ledger row keyed by the analysis,
 * so concurrent uploads never overspend and a retried job never charges twice.
 */
export class UsageRepository {
  constructor(private readonly dataSource: DataSource) {}

  reserve(input: {
    userId: string;
    analysisId: string;
    periodStart: Date;
    pages: number;
    quota: number | null;
  }): Promise<ReserveResult> {
    return this.dataSource.transaction(async (manager): Promise<ReserveResult> => {
      const entry = await manager
        .createQueryBuilder()
        .insert()
        .into(UsageEntry)
        .values({
          userId: input.userId,
          analysisId: input.analysisId,
          periodStart: input.periodStart,
          pages: input.pages,
          status: 'reserved',
        })
        .orIgnore()
        .returning('id')
        .execute();
      if ((entry.raw as unknown[]).length === 0) return { status: 'already-reserved' };
      await manager.query(
        'INSERT INTO usage_periods (user_id, period_start, pages_used) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING',
        [input.userId, input.periodStart],
      );
      const updated = await manager
        .createQueryBuilder()
        .update('usage_periods')
        .set({ pagesUsed: () => `pages_used + ${Number(input.pages)}` })
        .where('user_id = :userId AND period_start = :periodStart', input)
        .andWhere(
          '(CAST(:quota AS integer) IS NULL OR pages_used + :pages <= CAST(:quota AS integer))',
          { quota: input.quota, pages: input.pages },
        )
        .returning('pages_used')
        .execute();
      if ((updated.raw as unknown[]).length === 1) return { status: 'reserved' };
      const [period] = await manager.query<{ pages_used: number }[]>(
        'SELECT pages_used FROM usage_periods WHERE user_id = $1 AND period_start = $2',
        [input.userId, input.periodStart],
      );
      // Undo the ledger row: this analysis is not charged.
      await manager.delete(UsageEntry, { analysisId: input.analysisId });
      return { status: 'over-quota', pagesUsed: period?.pages_used ?? 0, quota: input.quota ?? 0 };
    });
  }

  /** Turns the analysis's reservation into a charge; false when there is none to commit. */
  commit(analysisId: string): Promise<boolean> {
    return commitUsage(this.dataSource.manager, analysisId);
  }

  /** Gives the reserved pages back, exactly once; false when nothing was reserved. */
  release(analysisId: string): Promise<boolean> {
    return this.dataSource.transaction((manager) => releaseUsage(manager, analysisId));
  }

  /** Pages reserved or charged in the period. */
  async pagesUsed(userId: string, periodStart: Date): Promise<number> {
    const [row] = await this.dataSource.query<{ pages_used: number }[]>(
      'SELECT pages_used FROM usage_periods WHERE user_id = $1 AND period_start = $2',
      [userId, periodStart],
    );
    return row?.pages_used ?? 0;
  }
}

/** The update that ends the analysis's reservation as `status` (a reservation ends once). */
function endReservation(
  manager: EntityManager,
  analysisId: string,
  status: 'committed' | 'released',
) {
  return manager
    .createQueryBuilder()
    .update(UsageEntry)
    .set({ status })
    .where("analysis_id = :analysisId AND status = 'reserved'", { analysisId });
}

/** Commits the analysis's reservation within the caller's transaction. */
export async function commitUsage(manager: EntityManager, analysisId: string): Promise<boolean> {
  const result = await endReservation(manager, analysisId, 'committed').execute();
  return (result.affected ?? 0) > 0;
}

/** Releases the analysis's reservation within the caller's transaction: the status change happens once. */
export async function releaseUsage(manager: EntityManager, analysisId: string): Promise<boolean> {
  const released = await endReservation(manager, analysisId, 'released')
    .returning('user_id, period_start, pages')
    .execute();
  const row = (released.raw as { user_id: string; period_start: Date; pages: number }[])[0];
  if (!row) return false;
  await manager.query(
    'UPDATE usage_periods SET pages_used = pages_used - $3 WHERE user_id = $1 AND period_start = $2',
    [row.user_id, row.period_start, row.pages],
  );
  return true;
}
