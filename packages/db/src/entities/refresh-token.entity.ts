import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAt, Timestamp } from './columns.js';
import { AuthSession } from './auth-session.entity.js';

/**
 * A refresh token of a session, stored as its SHA-256. Each one is used once: a refresh
 * replaces it. One used again after the grace period means it was stolen, and the whole
 * session (its family) is revoked.
 */
@Entity({ name: 'refresh_tokens' })
@Index('refresh_tokens_session_id_idx', ['sessionId'])
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  sessionId!: string;

  @BelongsTo(() => AuthSession, 'session_id')
  session!: Relation<AuthSession>;

  @Index('refresh_tokens_token_hash_key', { unique: true })
  @Column({ type: 'bytea' })
  tokenHash!: Buffer;

  /** When it was exchanged for a new pair; null while it is the current token. */
  @Timestamp({ nullable: true })
  usedAt!: Date | null;

  @CreatedAt()
  createdAt!: Date;
}
