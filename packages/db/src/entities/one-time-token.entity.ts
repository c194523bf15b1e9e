import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserOwned } from './user-owned.js';
import { CreatedAt, Timestamp } from './columns.js';

export const ONE_TIME_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/** An e-mailed link's token (verify e-mail, reset password): hashed, bound to user and purpose, used once. */
@Entity({ name: 'one_time_tokens' })
@Index('one_time_tokens_user_id_purpose_idx', ['userId', 'purpose'])
export class OneTimeToken extends UserOwned {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 32 })
  purpose!: OneTimeTokenPurpose;

  @Index('one_time_tokens_token_hash_key', { unique: true })
  @Column({ type: 'bytea' })
  tokenHash!: Buffer;

  @Timestamp()
  expiresAt!: Date;

  @Timestamp({ nullable: true })
  usedAt!: Date | null;

  @CreatedAt()
  createdAt!: Date;
}
