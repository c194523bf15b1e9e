import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
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

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: Relation<User>;

  @Column({ type: 'varchar', length: 32 })
  purpose!: OneTimeTokenPurpose;

  @Index('one_time_tokens_token_hash_key', { unique: true })
  @Column({ type: 'bytea' })
  tokenHash!: Buffer;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
