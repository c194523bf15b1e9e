import {
  AuthSessionsRepository,
  type Transaction,
  type SessionRevokeReason,
  type User,
} from '@billfold/db';
import { Inject, Injectable } from '@nestjs/common';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { AuthError, signInRequired } from './auth.errors.js';
import { RecentSessions } from './recent-sessions.js';
import type { SessionTokens } from './session-cookies.js';
import { hashToken, newToken } from './tokens.js';

export interface ClientInfo {
  userAgent: string | null;
  ipAddress: string | null;
}

export interface AuthenticatedSession {
  sessionId: string;
  user: User;
}

export type RefreshOutcome =
  | { status: 'rotated'; user: User; tokens: SessionTokens }
  /** Another request rotated this token a moment ago; its new cookies are already on the way. */
  | { status: 'raced'; user: User }
  /** The token is unknown, expired, revoked or reused: the session it belonged to has ended. */
  | { status: 'failed'; error: AuthError };

/**
 * Sessions: a new one at every sign-in; a short-lived access token authenticates requests and
 * a refresh token, used once, renews both. Only hashes are stored.
 */
@Injectable()
export class SessionsService {
  private readonly recent: RecentSessions;

  constructor(
    @Inject(API_ENV) private readonly env: ApiEnv,
    private readonly sessions: AuthSessionsRepository,
  ) {
    this.recent = new RecentSessions(env.AUTH_SESSION_CACHE_SECONDS * 1000);
  }

  async start(
    userId: string,
    client: ClientInfo,
  ): Promise<{ sessionId: string; tokens: SessionTokens }> {
    const tokens = { accessToken: newToken(), refreshToken: newToken() };
    const now = Date.now();
    const session = await this.sessions.create({
      userId,
      accessTokenHash: hashToken(tokens.accessToken),
      accessExpiresAt: new Date(now + this.env.AUTH_ACCESS_TTL_SECONDS * 1000),
      refreshTokenHash: hashToken(tokens.refreshToken),
      expiresAt: new Date(now + this.env.AUTH_SESSION_ABSOLUTE_TTL_SECONDS * 1000),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ipAddress: client.ipAddress?.slice(0, 64) ?? null,
    });
    return { sessionId: session.id, tokens };
  }

  /** The live session of an access token, read now (who am I, logout, password change). */
  async authenticate(accessToken: string | undefined): Promise<AuthenticatedSession | null> {
    if (!accessToken) return null;
    const found = await this.sessions.findByAccessToken(hashToken(accessToken));
    return found && { sessionId: found.sessionId, user: found.user };
  }

  /** The live session of an access token, read now; UNAUTHENTICATED without one. */
  async require(accessToken: string | undefined): Promise<AuthenticatedSession> {
    const session = await this.authenticate(accessToken);
    if (!session) throw signInRequired();
    return session;
  }

  /**
   * The live session of an access token as a record route needs it: looked up at most once
   * every AUTH_SESSION_CACHE_SECONDS (see RecentSessions).
   */
  async authenticateRequest(accessToken: string | undefined): Promise<AuthenticatedSession | null> {
    if (!accessToken) return null;
    const tokenHash = hashToken(accessToken);
    return this.recent.get(tokenHash.toString('base64'), () =>
      this.sessions.findByAccessToken(tokenHash),
    );
  }

  /** Renews both tokens; UNAUTHENTICATED when no refresh token was sent (nobody is signed in in this browser). */
  async refresh(refreshToken: string | undefined): Promise<RefreshOutcome> {
    if (!refreshToken) throw signInRequired();
    const tokens = { accessToken: newToken(), refreshToken: newToken() };
    const now = Date.now();
    const result = await this.sessions.rotate({
      refreshTokenHash: hashToken(refreshToken),
      newRefreshTokenHash: hashToken(tokens.refreshToken),
      newAccessTokenHash: hashToken(tokens.accessToken),
      accessExpiresAt: new Date(now + this.env.AUTH_ACCESS_TTL_SECONDS * 1000),
      idleCutoff: new Date(now - this.env.AUTH_SESSION_IDLE_TTL_SECONDS * 1000),
      graceCutoff: new Date(now - this.env.AUTH_REFRESH_GRACE_SECONDS * 1000),
    });
    if (result.status === 'rotated') {
      // The access token the refresh replaced no longer opens the session.
      this.recent.forgetSession(result.session.id);
      return { status: 'rotated', user: result.user, tokens };
    }
    if (result.status === 'raced') return { status: 'raced', user: result.user };
    return { status: 'failed', error: AuthError.sessionExpired() };
  }

  async end(sessionId: string, reason: SessionRevokeReason = 'logout'): Promise<void> {
    await this.sessions.revoke(sessionId, reason);
    this.recent.forgetSession(sessionId);
  }

  /** Signs out: ends the session of the access token, else (it already expired) that of the refresh token. */
  async logout(accessToken: string | undefined, refreshToken: string | undefined): Promise<void> {
    const session = await this.authenticate(accessToken);
    if (session) await this.end(session.sessionId);
    else await this.endByRefreshToken(refreshToken);
  }

  /** Ends the session of a refresh token (logout when the access session already expired). */
  async endByRefreshToken(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const ended = await this.sessions.revokeByRefreshToken(hashToken(refreshToken), 'logout');
    if (ended) this.recent.forgetSession(ended);
  }

  async endAllOfUser(
    userId: string,
    reason: SessionRevokeReason,
    keepSessionId?: string,
    tx?: Transaction,
  ): Promise<void> {
    await this.sessions.revokeAllOfUser(userId, reason, { keepSessionId, tx });
    this.recent.forgetUser(userId);
  }
}
