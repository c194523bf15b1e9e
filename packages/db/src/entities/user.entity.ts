import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { CreatedAt, UpdatedAt } from './columns.js';
import { Plan, type PlanCode } from './plan.entity.js';
import { Report } from './report.entity.js';

export const AUTH_PROVIDERS = ['email', 'google', 'github', 'twitter', 'facebook'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /**
   * Stored lower-cased; unique among users. Null for an account created through a social
   * provider that gave no verified address (X never does with its sign-in scopes).
   */
  @Index('users_email_key', { unique: true })
  @Column({ type: 'varchar', length: 320, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  avatarUrl!: string | null;

  @Column({ name: 'oauth_provider', type: 'varchar', length: 16, default: 'email' })
  oAuthProvider!: AuthProvider;

  /** argon2id hash; null for accounts that only sign in through a provider. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'boolean', default: false })
  emailVerified!: boolean;

  /** Analyses that succeeded (SPEC.md's filesProcessed). */
  @Column({ type: 'integer', default: 0 })
  filesProcessed!: number;

  @Column({ type: 'varchar', length: 32, default: 'free' })
  planCode!: PlanCode;

  @ManyToOne(() => Plan)
  @JoinColumn({ name: 'plan_code' })
  plan!: Relation<Plan>;

  @OneToMany(() => Report, (report) => report.user)
  reports!: Relation<Report[]>;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
