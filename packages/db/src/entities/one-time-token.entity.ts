import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsToUser, CreatedAt, Timestamp } from './columns.js';
import { User } from './user.entity.js';

export const ONE_TIME_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/** An e-mailed link's token (verify e-mail, reset password): hashed, bound to user and purpose, used once. */
@Entity({ name: 'one_time_tokens' })
@Index('one_time_tokens_user_id_purpose_idx', ['userId', 'purpose'])
export class OneTimeToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @BelongsToUser()
  user!: Relation<User>;

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
