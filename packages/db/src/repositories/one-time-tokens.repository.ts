import type { DataSource, Repository } from 'typeorm';
import { managerOf, type Transaction } from '../unit-of-work.js';
import { OneTimeToken, type OneTimeTokenPurpose } from '../entities/one-time-token.entity.js';

export type ConsumeResult =
  { status: 'consumed'; userId: string } | { status: 'expired' } | { status: 'invalid' };

export class OneTimeTokensRepository {
  private readonly tokens: Repository<OneTimeToken>;

  constructor(private readonly dataSource: DataSource) {
    this.tokens = dataSource.getRepository(OneTimeToken);
  }

  /** Stores a new token and returns its id; earlier unused tokens of the same user and purpose stop working. */
  issue(token: {
    userId: string;
    purpose: OneTimeTokenPurpose;
    tokenHash: Buffer;
    expiresAt: Date;
  }): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .update(OneTimeToken)
        .set({ usedAt: () => 'now()' })
        .where('user_id = :userId AND purpose = :purpose AND used_at IS NULL', token)
        .execute();
      const saved = await manager.save(manager.create(OneTimeToken, token));
      return saved.id;
    });
  }

  /**
   * Uses the token once: a single conditional UPDATE, so of any number of concurrent uses
   * exactly one succeeds. Run inside the caller's transaction so that the token is spent only
   * if the rest of the work commits.
   */
  async consume(
    tx: Transaction,
    tokenHash: Buffer,
    purpose: OneTimeTokenPurpose,
  ): Promise<ConsumeResult> {
    const manager = managerOf(tx);
    const result = await manager
      .createQueryBuilder()
      .update(OneTimeToken)
      .set({ usedAt: () => 'now()' })
      .where(
        'token_hash = :tokenHash AND purpose = :purpose AND used_at IS NULL AND expires_at > now()',
        { tokenHash, purpose },
      )
      .returning('user_id')
      .execute();
    const rows = result.raw as { user_id: string }[];
    const consumed = rows[0];
    if (consumed) return { status: 'consumed', userId: consumed.user_id };
    const expired = await manager.query<unknown[]>(
      'SELECT 1 FROM one_time_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at <= now()',
      [tokenHash, purpose],
    );
    return expired.length > 0 ? { status: 'expired' } : { status: 'invalid' };
  }

  /** Ends every unused token of the user (its account changed hands or kind). */
  async revokeAllOfUser(userId: string, tx: Transaction): Promise<void> {
    const manager = managerOf(tx);
    await manager
      .createQueryBuilder()
      .update(OneTimeToken)
      .set({ usedAt: () => 'now()' })
      .where('user_id = :userId AND used_at IS NULL', { userId })
      .execute();
  }
}
