import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Sign-in attempts per key (an account's e-mail or a client address) in a fixed window, in the
 * shape rate-limiter-flexible's RateLimiterPostgres reads and writes (login-throttles.repository.ts).
 * Kept in PostgreSQL so that every API process shares them, whatever the queue backend.
 */
@Entity({ name: 'login_throttles' })
export class LoginThrottle {
  @PrimaryColumn({ type: 'varchar', length: 400 })
  key!: string;

  /** Attempts reserved in the current window. */
  @Column({ type: 'integer' })
  points!: number;

  /** When the window ends, in milliseconds since the epoch (pg returns a bigint as a string). */
  @Column({ type: 'bigint' })
  expire!: string;
}
