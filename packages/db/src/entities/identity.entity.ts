import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserOwned } from './user-owned.js';
import { CreatedAt, Timestamp } from './columns.js';
import type { AuthProvider } from './user.entity.js';

export type SocialProvider = Exclude<AuthProvider, 'email'>;

/**
 * A social provider's account linked to one of ours, keyed by the provider's own user id (never
 * by e-mail: addresses change hands and providers differ in how they verify them).
 */
@Entity({ name: 'identities' })
@Index('identities_provider_subject_key', ['provider', 'providerSubject'], { unique: true })
@Index('identities_user_id_idx', ['userId'])
export class Identity extends UserOwned {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  provider!: SocialProvider;

  /** The provider's id of its user (Google's `sub`, GitHub's numeric id, …). */
  @Column({ type: 'varchar', length: 255 })
  providerSubject!: string;

  /** The address the provider gave at the last sign-in, if any, and whether it said it verified it. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  email!: string | null;

  @Column({ type: 'boolean', default: false })
  emailVerified!: boolean;

  @CreatedAt()
  createdAt!: Date;

  @Timestamp()
  lastSignInAt!: Date;
}
