import type { DataSource } from 'typeorm';

/** Fixed-window failure counters for sign-in, shared by every API process. */
export class LoginThrottlesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The failures counted in the current window of each key (absent keys count 0). */
  async failures(keys: string[]): Promise<Map<string, { failures: number; windowEndsAt: Date }>> {
    const rows = await this.dataSource.query<{ key: string; failures: number; window_ends_at: Date }[]>(
      'SELECT key, failures, window_ends_at FROM login_throttles WHERE key = ANY($1) AND window_ends_at > now()',
      [keys],
    );
    return new Map(rows.map((row) => [row.key, { failures: row.failures, windowEndsAt: row.window_ends_at }]));
  }

  /** Counts one failure for each key, atomically, opening a new window where the last one ended. */
  async recordFailure(keys: string[], windowMs: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO login_throttles (key, failures, window_ends_at)
       SELECT key, 1, now() + make_interval(secs => $2::double precision / 1000) FROM unnest($1::varchar[]) AS key
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_throttles.window_ends_at > now() THEN login_throttles.failures + 1 ELSE 1 END,
         window_ends_at = CASE WHEN login_throttles.window_ends_at > now() THEN login_throttles.window_ends_at
                               ELSE EXCLUDED.window_ends_at END`,
      [keys, windowMs],
    );
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM login_throttles WHERE key = $1', [key]);
  }
}
