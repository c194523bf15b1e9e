import type { DataSource, Repository } from 'typeorm';
import type { SocialProvider } from '../entities/identity.entity.js';
import { OAuthFlow } from '../entities/oauth-flow.entity.js';

export interface NewOAuthFlow {
  provider: SocialProvider;
  browserKeyHash: Buffer;
  codeVerifier: string;
  expiresAt: Date;
}

export class OAuthFlowsRepository {
  private readonly flows: Repository<OAuthFlow>;

  constructor(private readonly dataSource: DataSource) {
    this.flows = dataSource.getRepository(OAuthFlow);
  }

  async create(flow: NewOAuthFlow): Promise<void> {
    await this.flows.insert(flow);
  }

  /**
   * Takes the live flow of the browser key for the provider: one DELETE … RETURNING, so of any
   * number of concurrent finishes with the same key exactly one gets the verifier.
   */
  async take(
    provider: SocialProvider,
    browserKeyHash: Buffer,
  ): Promise<{ codeVerifier: string } | null> {
    // Wrapped in a SELECT: TypeORM answers a bare DELETE … RETURNING as [rows, count].
    const rows = await this.dataSource.query<{ code_verifier: string; live: boolean }[]>(
      `WITH taken AS (DELETE FROM oauth_flows WHERE browser_key_hash = $1 AND provider = $2 RETURNING code_verifier, expires_at)
       SELECT code_verifier, expires_at > now() AS live FROM taken`,
      [browserKeyHash, provider],
    );
    const row = rows[0];
    return row?.live ? { codeVerifier: row.code_verifier } : null;
  }

  /** Forgets flows that were started and never finished. */
  async deleteExpired(): Promise<void> {
    await this.flows.createQueryBuilder().delete().where('expires_at <= now()').execute();
  }
}
