import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UsageRepository, monthPeriodStart } from '../src/repositories/usage.repository.js';
import { useRepositorySuite } from './support/repository-suite.js';

describe('usage ledger and page quota', () => {
  const {
    dataSource,
    repository: usage,
    newUser,
  } = useRepositorySuite(UsageRepository, {
    poolSize: 20,
  });
  const period = '2026-11-01';

  async function newAnalysis(userId: string): Promise<string> {
    const id = randomUUID();
    await dataSource.query(
      "INSERT INTO analyses (id, user_id, status, file_name, file_size) VALUES ($1, $2, 'queued', 'a.pdf', 100)",
      [id, userId],
    );
    return id;
  }

  it('starts the free period on the first of the UTC month', () => {
    expect(monthPeriodStart(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-01');
    expect(monthPeriodStart(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });

  it('with 10 pages left, lets exactly 10 of 50 concurrent one-page reservations through', async () => {
    const userId = await newUser();
    const warmup = await newAnalysis(userId);
    expect(
      await usage.reserve({
        userId,
        analysisId: warmup,
        periodStart: period,
        pages: 40,
        quota: 50,
      }),
    ).toEqual({ status: 'reserved' });
    const analyses = await Promise.all(Array.from({ length: 50 }, () => newAnalysis(userId)));
    const results = await Promise.all(
      analyses.map((analysisId) =>
        usage.reserve({ userId, analysisId, periodStart: period, pages: 1, quota: 50 }),
      ),
    );
    expect(results.filter((r) => r.status === 'reserved')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'over-quota')).toHaveLength(40);
    expect(await usage.pagesUsed(userId, period)).toBe(50);
    const [entries] = await dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM usage_entries WHERE user_id = $1',
      [userId],
    );
    expect(entries?.n).toBe(11);
  });

  it('charges a retried analysis once and releases a failed one exactly once', async () => {
    const userId = await newUser();
    const analysisId = await newAnalysis(userId);
    const reserve = () =>
      usage.reserve({ userId, analysisId, periodStart: period, pages: 3, quota: 50 });
    expect(await reserve()).toEqual({ status: 'reserved' });
    expect(await reserve()).toEqual({ status: 'already-reserved' });
    expect(await usage.pagesUsed(userId, period)).toBe(3);
    const releases = await Promise.all(Array.from({ length: 8 }, () => usage.release(analysisId)));
    expect(releases.filter(Boolean)).toHaveLength(1);
    expect(await usage.pagesUsed(userId, period)).toBe(0);
    expect(await usage.commit(analysisId)).toBe(false);
  });

  it('commits a reservation once and never releases a committed charge', async () => {
    const userId = await newUser();
    const analysisId = await newAnalysis(userId);
    await usage.reserve({ userId, analysisId, periodStart: period, pages: 2, quota: 50 });
    expect(await usage.commit(analysisId)).toBe(true);
    expect(await usage.commit(analysisId)).toBe(false);
    expect(await usage.release(analysisId)).toBe(false);
    expect(await usage.pagesUsed(userId, period)).toBe(2);
  });

  it('has no limit for an unlimited plan and keeps periods apart', async () => {
    const userId = await newUser();
    const big = await newAnalysis(userId);
    expect(
      await usage.reserve({
        userId,
        analysisId: big,
        periodStart: period,
        pages: 5000,
        quota: null,
      }),
    ).toEqual({ status: 'reserved' });
    const next = await newAnalysis(userId);
    expect(
      await usage.reserve({
        userId,
        analysisId: next,
        periodStart: '2026-12-01',
        pages: 50,
        quota: 50,
      }),
    ).toEqual({ status: 'reserved' });
    const over = await newAnalysis(userId);
    expect(
      await usage.reserve({
        userId,
        analysisId: over,
        periodStart: '2026-12-01',
        pages: 1,
        quota: 50,
      }),
    ).toEqual({
      status: 'over-quota',
      pagesUsed: 50,
      quota: 50,
    });
  });
});
