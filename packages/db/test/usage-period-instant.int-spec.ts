import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from '../src/data-source.js';
import { UsagePeriodInstant1795800000000 } from '../src/migrations/1795800000000-usage-period-instant.js';
import { insertTestUser, openTestDataSource } from '../src/testing/test-data-source.js';

// Usage was kept under the day its period starts, so a paid period starting on the 1st shared
// the free month's row. The migration keys it by the instant and moves the paid pages out.
let dataSource: DataSource;

beforeAll(async () => {
  const database = await openTestDataSource({ poolSize: 2 });
  dataSource = database.dataSource;
  return database.close;
});

/** One usage ledger row of a new analysis of the user, charged at `createdAt`. */
async function entry(
  userId: string,
  day: string,
  pages: number,
  status: 'committed' | 'released',
  createdAt: string,
): Promise<string> {
  const analysisId = randomUUID();
  await dataSource.query(
    "INSERT INTO analyses (id, user_id, status, file_name, file_size) VALUES ($1, $2, 'done', 'a.pdf', 100)",
    [analysisId, userId],
  );
  await dataSource.query(
    'INSERT INTO usage_entries (user_id, analysis_id, period_start, pages, status, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [userId, analysisId, day, pages, status, createdAt],
  );
  return analysisId;
}

/** A subscription whose current period starts at `periodStart`; cancelled at `endedAt`, if given. */
async function subscription(userId: string, periodStart: string, endedAt?: string): Promise<void> {
  await dataSource.query(
    `INSERT INTO subscriptions (id, user_id, plan_code, stripe_customer_id, status, current_period_start, current_period_end, ended_at, stripe_created_at)
     VALUES ($1, $2, 'basic', 'cus_1', $4, $3, $3::timestamptz + interval '30 days', $5, $3)`,
    [
      `sub_${randomUUID().slice(0, 8)}`,
      userId,
      periodStart,
      endedAt ? 'canceled' : 'active',
      endedAt ?? null,
    ],
  );
}

/** The user's usage rows, each period's start as text in UTC. */
async function periods(userId: string): Promise<[string, number][]> {
  const rows = await dataSource.query<{ start: string; pages_used: number }[]>(
    `SELECT CASE WHEN pg_typeof(period_start) = 'date'::regtype THEN period_start::text
            ELSE to_char(period_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END AS start,
            pages_used
     FROM usage_periods WHERE user_id = $1 ORDER BY period_start`,
    [userId],
  );
  return rows.map((row) => [row.start, row.pages_used]);
}

describe('the UsagePeriodInstant migration', () => {
  it("moves a paid period's pages out of the free month's row it shared, and reverts", async () => {
    const migration = new UsagePeriodInstant1795800000000();
    const runner = dataSource.createQueryRunner();
    // The migration reads days and instants in UTC whatever the session's time zone.
    await runner.query("SET TIME ZONE 'Pacific/Auckland'");
    await migration.down(runner);

    // Upgraded on the afternoon of the 1st: 5 free pages that morning, then 3 paid (and 2
    // released) in the billing period that started at 14:23:05; all of it kept under the 1st.
    const upgraded = await insertTestUser(dataSource);
    await subscription(upgraded, '2026-12-01T14:23:05Z');
    await entry(upgraded, '2026-12-01', 5, 'committed', '2026-12-01T09:00:00Z');
    const paid = await entry(upgraded, '2026-12-01', 3, 'committed', '2026-12-01T15:00:00Z');
    await entry(upgraded, '2026-12-01', 2, 'released', '2026-12-01T15:10:00Z');
    await dataSource.query(
      "INSERT INTO usage_periods (user_id, period_start, pages_used) VALUES ($1, '2026-12-01', 8)",
      [upgraded],
    );
    // Upgraded on the 1st too, cancelled on the 10th, then 40 free pages on the 12th: those stay
    // in the month.
    const cancelled = await insertTestUser(dataSource);
    await subscription(cancelled, '2026-12-01T14:23:05Z', '2026-12-10T08:00:00Z');
    await entry(cancelled, '2026-12-01', 5, 'committed', '2026-12-01T09:00:00Z');
    await entry(cancelled, '2026-12-01', 3, 'committed', '2026-12-01T15:00:00Z');
    await entry(cancelled, '2026-12-01', 40, 'committed', '2026-12-12T10:00:00Z');
    await dataSource.query(
      "INSERT INTO usage_periods (user_id, period_start, pages_used) VALUES ($1, '2026-12-01', 48)",
      [cancelled],
    );
    // A period that starts mid-month, and the free month before it.
    const midMonth = await insertTestUser(dataSource);
    await subscription(midMonth, '2026-11-15T10:30:00Z');
    await entry(midMonth, '2026-11-01', 7, 'committed', '2026-11-02T08:00:00Z');
    await entry(midMonth, '2026-11-15', 4, 'committed', '2026-11-16T08:00:00Z');
    await dataSource.query(
      "INSERT INTO usage_periods (user_id, period_start, pages_used) VALUES ($1, '2026-11-01', 7), ($1, '2026-11-15', 4)",
      [midMonth],
    );

    await migration.up(runner);
    expect(await periods(upgraded)).toEqual([
      ['2026-12-01T00:00:00Z', 5],
      ['2026-12-01T14:23:05Z', 3],
    ]);
    expect(await periods(cancelled)).toEqual([
      ['2026-12-01T00:00:00Z', 45],
      ['2026-12-01T14:23:05Z', 3],
    ]);
    expect(await periods(midMonth)).toEqual([
      ['2026-11-01T00:00:00Z', 7],
      ['2026-11-15T10:30:00Z', 4],
    ]);
    const [moved] = await dataSource.query<{ start: Date }[]>(
      'SELECT period_start AS start FROM usage_entries WHERE analysis_id = $1',
      [paid],
    );
    expect(moved!.start).toEqual(new Date('2026-12-01T14:23:05Z'));

    await migration.down(runner);
    expect(await periods(upgraded)).toEqual([['2026-12-01', 8]]);
    expect(await periods(cancelled)).toEqual([['2026-12-01', 48]]);
    expect(await periods(midMonth)).toEqual([
      ['2026-11-01', 7],
      ['2026-11-15', 4],
    ]);
    await migration.up(runner);
    await runner.release();
  });
});
