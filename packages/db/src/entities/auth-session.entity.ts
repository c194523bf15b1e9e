import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserOwned } from './user-owned.js';
import { CreatedAt, Timestamp } from './columns.js';

export const SESSION_REVOKE_REASONS = [
  'logout',
  'refresh_reuse',
  'password_changed',
  'password_reset',
  /** An unverified e-mail account was claimed by the verified owner of its address (social sign-in). */
  'account_claimed',
] as const;
export type SessionRevokeReason = (typeof SESSION_REVOKE_REASONS)[number];

/**
 * One sign-in: created at every login, it is the family of all the refresh tokens that rotate
 * from it. Its short-lived access token (hashed here) authenticates requests; revoking the
 * session ends both.
 */
@Entity({ name: 'auth_sessions' })
@Index('auth_sessions_user_id_idx', ['userId'])
export class AuthSession extends UserOwned {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** SHA-256 of the current access token. */
  @Index('auth_sessions_access_token_hash_key', { unique: true })
  @Column({ type: 'bytea' })
  accessTokenHash!: Buffer;

  @Timestamp()
  accessExpiresAt!: Date;

  /** Last refresh: the session ends when it sits idle longer than the idle timeout. */
  @Timestamp()
  lastRefreshedAt!: Date;

  /** Absolute end, whatever the activity. */
  @Timestamp()
  expiresAt!: Date;

  @Timestamp({ nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  revokeReason!: SessionRevokeReason | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress!: string | null;

  @CreatedAt()
  createdAt!: Date;
}
