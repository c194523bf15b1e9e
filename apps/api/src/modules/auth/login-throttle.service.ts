import { type AttemptLimiter, LoginThrottlesRepository } from '@billfold/db';
import { Inject, Injectable } from '@nestjs/common';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { AuthError, AuthErrorCode, AuthMessage } from './auth.errors.js';

/**
 * Limits sign-in attempts per account and per client address (SECURITY.md 3). Each attempt is
 * counted, atomically, before its password is checked, and a blocked attempt is refused
 * unchecked: however many arrive at once, no more than the limit are ever checked.
 */
@Injectable()
export class LoginThrottleService {
  private readonly accounts: AttemptLimiter;
  private readonly addresses: AttemptLimiter;

  constructor(@Inject(API_ENV) env: ApiEnv, throttles: LoginThrottlesRepository) {
    const window = env.LOGIN_FAILURE_WINDOW_SECONDS;
    this.accounts = throttles.limiter('account', env.LOGIN_MAX_FAILURES_PER_ACCOUNT, window);
    this.addresses = throttles.limiter('address', env.LOGIN_MAX_FAILURES_PER_ADDRESS, window);
  }

  /**
   * Reserves this attempt on the account's counter, then on the address's; throws 429 when
   * either is spent. An attempt refused for its address gives the account its attempt back.
   * A failed attempt needs nothing more: its reservation is the failure counted.
   */
  async reserve(email: string, ipAddress: string | null): Promise<void> {
    const account = accountKey(email);
    const forAccount = await this.accounts.reserve(account);
    if (!forAccount.allowed) throw tooManyAttempts(forAccount.msBeforeNext);
    if (!ipAddress) return;
    const forAddress = await this.addresses.reserve(ipAddress);
    if (!forAddress.allowed) {
      await this.accounts.release(account);
      throw tooManyAttempts(forAddress.msBeforeNext);
    }
  }

  /**
   * The password was right: clears the account's counter and gives the address its attempt
   * back, so that only failures count there.
   */
  async recordSuccess(email: string, ipAddress: string | null): Promise<void> {
    await this.accounts.clear(accountKey(email));
    if (ipAddress) await this.addresses.release(ipAddress);
  }
}

function accountKey(email: string): string {
  return email.toLowerCase();
}

function tooManyAttempts(msBeforeNext: number): AuthError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new AuthError(AuthErrorCode.TOO_MANY_ATTEMPTS, AuthMessage.tooManyAttempts(minutes));
}
