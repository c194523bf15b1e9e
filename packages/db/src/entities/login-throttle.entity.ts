import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Failed sign-in counters per key (an account's e-mail or a client address) in a fixed window.
 * Kept in PostgreSQL so that every API process shares them, whatever the queue backend.
 */
@Entity({ name: 'login_throttles' })
export class LoginThrottle {
  @PrimaryColumn({ type: 'varchar', length: 400 })
  key!: string;

  @Column({ type: 'integer' })
  failures!: number;

  @Column({ type: 'timestamptz' })
  windowEndsAt!: Date;
}
