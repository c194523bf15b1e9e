import type {
  ChangePasswordBody,
  LoginEmailBody,
  RegisterBody,
  ResetPasswordBody,
} from '@billfold/contract';
import {
  OneTimeTokensRepository,
  type OneTimeTokenPurpose,
  UnitOfWork,
  type User,
  UsersRepository,
} from '@billfold/db';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthError, AuthErrorCode, AuthMessage } from './auth.errors.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { AuthMailService } from './mail/auth-mail.service.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordPolicy } from './password-policy.js';
import { type ClientInfo, SessionsService } from './sessions.service.js';
import type { SessionTokens } from './session-cookies.js';
import { hashToken, newToken } from './tokens.js';

const VERIFY_TTL_MS = 24 * 3600 * 1000;
const RESET_TTL_MS = 3600 * 1000;

/** E-mail accounts: registration, verification, sign-in and passwords. Never sees HTTP. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly tokens: OneTimeTokensRepository,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly throttle: LoginThrottleService,
    private readonly mail: AuthMailService,
  ) {}

  /**
   * Creates the account and mails the verification link. For an address already registered
   * the answer is the same and its owner is told by e-mail: registration reveals nothing.
   */
  async register(input: RegisterBody): Promise<string> {
    await this.assertNotCommon(input.password);
    // Hash first, so that known and unknown addresses take as long.
    const passwordHash = await this.hasher.hash(input.password);
    const existing = await this.users.findByEmail(input.email);
    if (existing) {
      if (existing.oAuthProvider === 'email' && !existing.emailVerified)
        await this.sendVerification(existing);
      else await this.mail.sendAlreadyRegistered(existing);
      return AuthMessage.registered;
    }
    const user = await this.users.create({
      name: input.name,
      email: input.email,
      passwordHash,
      oAuthProvider: 'email',
      emailVerified: false,
    });
    // null: a concurrent registration of the same address won the race; answer alike.
    if (user) await this.sendVerification(user);
    return AuthMessage.registered;
  }

  async verifyEmail(token: string): Promise<string> {
    await this.unitOfWork.run(async (tx) => {
      const result = await this.tokens.consume(tx, hashToken(token), 'verify_email');
      if (result.status === 'expired')
        throw new AuthError(AuthErrorCode.TOKEN_EXPIRED, AuthMessage.verificationLinkExpired);
      if (result.status === 'invalid')
        throw new AuthError(AuthErrorCode.TOKEN_INVALID, AuthMessage.verificationLinkInvalid);
      await this.users.markEmailVerified(result.userId, tx);
    });
    return AuthMessage.verified;
  }

  /** Answers alike whether or not the address has an unverified account. */
  async resendVerification(email: string): Promise<string> {
    const user = await this.users.findByEmail(email);
    if (user && !user.emailVerified && user.oAuthProvider === 'email')
      await this.sendVerification(user);
    return AuthMessage.verificationSent;
  }

  async login(
    input: LoginEmailBody,
    client: ClientInfo,
  ): Promise<{ user: User; tokens: SessionTokens }> {
    // Counted before the check, so that concurrent guesses cannot all pass a counter read first.
    await this.throttle.reserve(input.email, client.ipAddress);
    const user = await this.users.findByEmail(input.email);
    // Always verify a hash, so that unknown addresses cost as much as known ones.
    const valid = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !user.passwordHash || !valid) {
      throw new AuthError(AuthErrorCode.INVALID_CREDENTIALS, AuthMessage.invalidCredentials);
    }
    await this.throttle.recordSuccess(input.email, client.ipAddress);
    if (!user.emailVerified)
      throw new AuthError(AuthErrorCode.EMAIL_NOT_VERIFIED, AuthMessage.emailNotVerified);
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.setPasswordHash(user.id, await this.hasher.hash(input.password));
    }
    const { tokens } = await this.sessions.start(user.id, client);
    return { user, tokens };
  }

  /** Answers alike for known and unknown addresses. */
  async forgotPassword(email: string): Promise<string> {
    const user = await this.users.findByEmail(email);
    if (user && user.oAuthProvider === 'email') {
      const { token, tokenId } = await this.issueToken(user, 'reset_password', RESET_TTL_MS);
      await this.mail.sendPasswordReset(user, token, tokenId);
    }
    return AuthMessage.resetSent;
  }

  /** Sets the new password and ends every session, all or nothing; the token works once. */
  async resetPassword(input: ResetPasswordBody): Promise<string> {
    await this.assertNotCommon(input.newPassword);
    const passwordHash = await this.hasher.hash(input.newPassword);
    const userId = await this.unitOfWork.run(async (tx) => {
      const result = await this.tokens.consume(tx, hashToken(input.token), 'reset_password');
      if (result.status === 'expired')
        throw new AuthError(AuthErrorCode.TOKEN_EXPIRED, AuthMessage.resetLinkExpired);
      if (result.status === 'invalid')
        throw new AuthError(AuthErrorCode.TOKEN_INVALID, AuthMessage.resetLinkInvalid);
      await this.users.setPasswordHash(result.userId, passwordHash, tx);
      // The link reached the owner's inbox: the address is theirs.
      await this.users.markEmailVerified(result.userId, tx);
      await this.sessions.endAllOfUser(result.userId, 'password_reset', undefined, tx);
      return result.userId;
    });
    const user = await this.users.findById(userId);
    if (user) await this.mail.sendPasswordChanged(user);
    return AuthMessage.passwordReset;
  }

  /** Needs the current password; ends every other session of the user. */
  async changePassword(user: User, sessionId: string, input: ChangePasswordBody): Promise<string> {
    if (user.oAuthProvider !== 'email' || !user.passwordHash) {
      throw new AuthError(AuthErrorCode.NOT_AN_EMAIL_ACCOUNT, AuthMessage.notAnEmailAccount);
    }
    if (!(await this.hasher.verify(user.passwordHash, input.currentPassword))) {
      throw new AuthError(AuthErrorCode.WRONG_CURRENT_PASSWORD, AuthMessage.wrongCurrentPassword);
    }
    if (input.currentPassword === input.newPassword)
      throw new AuthError(AuthErrorCode.SAME_PASSWORD, AuthMessage.samePassword);
    await this.assertNotCommon(input.newPassword);
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.unitOfWork.run(async (tx) => {
      await this.users.setPasswordHash(user.id, passwordHash, tx);
      await this.sessions.endAllOfUser(user.id, 'password_changed', sessionId, tx);
    });
    await this.mail.sendPasswordChanged(user);
    return AuthMessage.passwordChanged;
  }

  /** A new e-mailed link's token (its hash stored, the user's earlier one of the purpose used up). */
  private async issueToken(
    user: User,
    purpose: OneTimeTokenPurpose,
    ttlMs: number,
  ): Promise<{ token: string; tokenId: string }> {
    const token = newToken();
    const tokenId = await this.tokens.issue({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return { token, tokenId };
  }

  private async sendVerification(user: User): Promise<void> {
    const { token, tokenId } = await this.issueToken(user, 'verify_email', VERIFY_TTL_MS);
    await this.mail.sendVerification(user, token, tokenId);
    this.logger.debug(`Verification e-mail queued for user ${user.id}`);
  }

  private async assertNotCommon(password: string): Promise<void> {
    if (await this.policy.isCommon(password))
      throw new AuthError(AuthErrorCode.COMMON_PASSWORD, AuthMessage.commonPassword);
  }
}
