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
  const period = new Date('2026-11-01T00:00:00Z');
  /** Reserves `pages` for the analysis against `quota` (the free plan's 50) in `periodStart`. */
  const reserve = (
    userId: string,
    analysisId: string,
    pages: number,
    quota: number | null = 50,
    periodStart = period,
  ) => usage.reserve({ userId, analysisId, periodStart, pages, quota });

  async function newAnalysis(userId: string): Promise<string> {
    const id = randomUUID();
    await dataSource.query(
      "INSERT INTO analyses (id, user_id, status, file_name, file_size) VALUES ($1, $2, 'queued', 'a.pdf', 100)",
      [id, userId],
    );
    return id;
  }

  it('starts the free period on the first of the UTC month', () => {
    expect(monthPeriodStart(new Date('2026-11-30T23:59:59Z'))).toEqual(
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(monthPeriodStart(new Date('2027-01-01T00:00:00Z'))).toEqual(
      new Date('2027-01-01T00:00:00Z'),
    );
  });

  it('with 10 pages left, lets exactly 10 of 50 concurrent one-page reservations through', async () => {
    const userId = await newUser();
    const warmup = await newAnalysis(userId);
    expect(await reserve(userId, warmup, 40)).toEqual({ status: 'reserved' });
    const analyses = await Promise.all(Array.from({ length: 50 }, () => newAnalysis(userId)));
    const results = await Promise.all(analyses.map((analysisId) => reserve(userId, analysisId, 1)));
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
    expect(await reserve(userId, analysisId, 3)).toEqual({ status: 'reserved' });
    expect(await reserve(userId, analysisId, 3)).toEqual({ status: 'already-reserved' });
    expect(await usage.pagesUsed(userId, period)).toBe(3);
    const releases = await Promise.all(Array.from({ length: 8 }, () => usage.release(analysisId)));
    expect(releases.filter(Boolean)).toHaveLength(1);
    expect(await usage.pagesUsed(userId, period)).toBe(0);
    expect(await usage.commit(analysisId)).toBe(false);
  });

  it('commits a reservation once and never releases a committed charge', async () => {
    const userId = await newUser();
    const analysisId = await newAnalysis(userId);
    await reserve(userId, analysisId, 2);
    expect(await usage.commit(analysisId)).toBe(true);
    expect(await usage.commit(analysisId)).toBe(false);
    expect(await usage.release(analysisId)).toBe(false);
    expect(await usage.pagesUsed(userId, period)).toBe(2);
  });

  it('has no limit for an unlimited plan and keeps periods apart', async () => {
    const userId = await newUser();
    const big = await newAnalysis(userId);
    expect(await reserve(userId, big, 5000, null)).toEqual({ status: 'reserved' });
    const next = await newAnalysis(userId);
    const december = new Date('2026-12-01T00:00:00Z');
    expect(await reserve(userId, next, 50, 50, december)).toEqual({ status: 'reserved' });
    const over = await newAnalysis(userId);
    expect(await reserve(userId, over, 1, 50, december)).toEqual({
      status: 'over-quota',
      pagesUsed: 50,
      quota: 50,
    });
  });

  it('keeps a period that starts later on the 1st apart from the month that starts at midnight', async () => {
    const userId = await newUser();
    const free = await newAnalysis(userId);
    expect(await reserve(userId, free, 50)).toEqual({ status: 'reserved' });
    const paidStart = new Date('2026-11-01T14:23:05Z');
    const paid = await newAnalysis(userId);
    expect(await reserve(userId, paid, 3, 500, paidStart)).toEqual({ status: 'reserved' });
    expect(await usage.pagesUsed(userId, period)).toBe(50);
    expect(await usage.pagesUsed(userId, paidStart)).toBe(3);
    expect(await usage.release(paid)).toBe(true);
    expect(await usage.pagesUsed(userId, paidStart)).toBe(0);
    expect(await usage.pagesUsed(userId, period)).toBe(50);
  });
});
