import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { CreatedAt, UpdatedAt } from './columns.js';
import { User } from './user.entity.js';

@Entity({ name: 'reports' })
@Index('reports_user_id_idx', ['userId', 'id'])
export class Report {
  @PrimaryGeneratedColumn('increment')
  id!: number;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, (user) => user.reports, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: Relation<User>;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /**
   * Changes with every write to the report's invoices (in the same transaction): a copy of the
   * report's vendor counts kept in memory is current while this is unchanged.
   */
  @Column({ type: 'bigint', default: 0 })
  invoicesVersion!: string;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
