import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

/** What reserving an attempt answered: allowed, or refused until the window ends. */
export type AttemptReservation = { allowed: true } | { allowed: false; msBeforeNext: number };

/**
 * Fixed-window sign-in attempt counters in login_throttles, shared by every API process. They are
 * rate-limiter-flexible's RateLimiterPostgres on the data source's own pool: one upsert counts the
 * attempt and returns the new count, so concurrent attempts can never all see room for one more.
 */
export class LoginThrottlesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** `attempts` attempts per `windowSeconds` for each key of one kind, stored as `scope:key`. */
  limiter(scope: string, attempts: number, windowSeconds: number): AttemptLimiter {
    return new AttemptLimiter(
      new RateLimiterPostgres({
        storeClient: this.dataSource,
        storeType: 'typeorm',
        tableName: 'login_throttles',
        tableCreated: true, // by the migrations, not by the library
        keyPrefix: scope,
        points: attempts,
        duration: windowSeconds,
      }),
    );
  }
}

export class AttemptLimiter {
  constructor(private readonly limiter: RateLimiterPostgres) {}

  /** Counts one attempt, atomically; refused when the window's attempts are spent. */
  async reserve(key: string): Promise<AttemptReservation> {
    try {
      await this.limiter.consume(key);
      return { allowed: true };
    } catch (error) {
      if (error instanceof RateLimiterRes)
        return { allowed: false, msBeforeNext: error.msBeforeNext };
      throw error;
    }
  }

  /** Gives one reserved attempt back. */
  async release(key: string): Promise<void> {
    await this.limiter.reward(key);
  }

  /** Forgets the key's attempts. */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
