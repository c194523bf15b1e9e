import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, Timestamp } from './columns.js';
import type { SocialProvider } from './identity.entity.js';

/**
 * A sign-in through a provider's authorization page that has started and not finished yet. It is
 * bound to the browser that started it by a random key held only in an HttpOnly cookie (only its
 * hash is stored), holds the PKCE code verifier, which never reaches the browser, and is used
 * once: finishing deletes it.
 */
@Entity({ name: 'oauth_flows' })
@Index('oauth_flows_expires_at_idx', ['expiresAt'])
export class OAuthFlow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  provider!: SocialProvider;

  /** SHA-256 of the browser's flow cookie. */
  @Index('oauth_flows_browser_key_hash_key', { unique: true })
  @Column({ type: 'bytea' })
  browserKeyHash!: Buffer;

  @Column({ type: 'varchar', length: 128 })
  codeVerifier!: string;

  @Timestamp()
  expiresAt!: Date;

  @CreatedAt()
  createdAt!: Date;
}
