import { LoginThrottlesRepository } from '@billfold/db';
import { Inject, Injectable } from '@nestjs/common';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { AuthError, AuthErrorCode, AuthMessage } from './auth.errors.js';

/**
 * Limits failed sign-ins per account and per client address (SECURITY.md 3). A blocked
 * attempt is refused before the password is checked, so guessing cannot go on.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(API_ENV) private readonly env: ApiEnv,
    private readonly throttles: LoginThrottlesRepository,
  ) {}

  async assertAllowed(email: string, ipAddress: string | null): Promise<void> {
    const keys = this.keys(email, ipAddress);
    const counts = await this.throttles.failures(keys.map((key) => key.key));
    for (const { key, max } of keys) {
      const count = counts.get(key);
      if (count && count.failures >= max) {
        const minutes = Math.max(1, Math.ceil((count.windowEndsAt.getTime() - Date.now()) / 60_000));
        throw new AuthError(AuthErrorCode.TOO_MANY_ATTEMPTS, AuthMessage.tooManyAttempts(minutes));
      }
    }
  }

  async recordFailure(email: string, ipAddress: string | null): Promise<void> {
    await this.throttles.recordFailure(
      this.keys(email, ipAddress).map((key) => key.key),
      this.env.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
    );
  }

  /** A successful sign-in clears the account's counter (not the address's). */
  async recordSuccess(email: string): Promise<void> {
    await this.throttles.clear(`account:${email.toLowerCase()}`);
  }

  private keys(email: string, ipAddress: string | null) {
    const keys = [{ key: `account:${email.toLowerCase()}`, max: this.env.LOGIN_MAX_FAILURES_PER_ACCOUNT }];
    if (ipAddress) keys.push({ key: `address:${ipAddress}`, max: this.env.LOGIN_MAX_FAILURES_PER_ADDRESS });
    return keys;
  }
}
