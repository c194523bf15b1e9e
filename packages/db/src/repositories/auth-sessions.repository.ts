import type { DataSource, EntityManager, Repository } from 'typeorm';
import { managerOf, type Transaction } from '../unit-of-work.js';
import { AuthSession, type SessionRevokeReason } from '../entities/auth-session.entity.js';
import { RefreshToken } from '../entities/refresh-token.entity.js';
import { User } from '../entities/user.entity.js';
import { preparedQuery } from './prepared-query.js';

interface UserRow {
  session_id: string;
  valid_until: Date;
  id: string;
  name: string;
  email: string | null;
  avatar_url: string | null;
  oauth_provider: User['oAuthProvider'];
  password_hash: string | null;
  email_verified: boolean;
  files_processed: number;
  plan_code: User['planCode'];
  created_at: Date;
  updated_at: Date;
}

export interface NewAuthSession {
  userId: string;
  accessTokenHash: Buffer;
  accessExpiresAt: Date;
  refreshTokenHash: Buffer;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
}

export interface Rotation {
  refreshTokenHash: Buffer;
  newRefreshTokenHash: Buffer;
  newAccessTokenHash: Buffer;
  accessExpiresAt: Date;
  /** Sessions idle since before this instant have ended. */
  idleCutoff: Date;
  /** A used token presented again within this window is a concurrent refresh, not theft. */
  graceCutoff: Date;
}

export type RotationResult =
  | { status: 'rotated'; session: AuthSession; user: User }
  | { status: 'raced'; user: User }
  | { status: 'reused' }
  | { status: 'ended' }
  | { status: 'invalid' };

export class AuthSessionsRepository {
  private readonly sessions: Repository<AuthSession>;

  constructor(private readonly dataSource: DataSource) {
    this.sessions = dataSource.getRepository(AuthSession);
  }

  /** Starts a session (a new refresh-token family) with its first access and refresh tokens. */
  create(session: NewAuthSession): Promise<AuthSession> {
    return this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const saved = await manager.save(
        manager.create(AuthSession, {
          userId: session.userId,
          accessTokenHash: session.accessTokenHash,
          accessExpiresAt: session.accessExpiresAt,
          lastRefreshedAt: now,
          expiresAt: session.expiresAt,
          userAgent: session.userAgent,
          ipAddress: session.ipAddress,
        }),
      );
      await manager.insert(RefreshToken, {
        sessionId: saved.id,
        tokenHash: session.refreshTokenHash,
      });
      return saved;
    });
  }

  /**
   * The live session of an access token, with its user and the instant it stops being live
   * unless refreshed (the access expiry or the absolute one): every signed-in request asks this,
   * so it is one plain query.
   */
  async findByAccessToken(
    accessTokenHash: Buffer,
  ): Promise<{ sessionId: string; user: User; validUntil: Date } | null> {
    const rows = await preparedQuery<UserRow>(
      this.dataSource,
      `SELECT s.id AS session_id, least(s.access_expires_at, s.expires_at) AS valid_until, u.id, u.name, u.email, u.avatar_url, u.oauth_provider, u.password_hash,
              u.email_verified, u.files_processed, u.plan_code, u.created_at, u.updated_at
         FROM auth_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.access_token_hash = $1 AND s.revoked_at IS NULL AND s.access_expires_at > now() AND s.expires_at > now()`,
      [accessTokenHash],
    );
    const row = rows[0];
    if (!row) return null;
    const user = this.dataSource.manager.create(User, {
      id: row.id,
      name: row.name,
      email: row.email,
      avatarUrl: row.avatar_url,
      oAuthProvider: row.oauth_provider,
      passwordHash: row.password_hash,
      emailVerified: row.email_verified,
      filesProcessed: row.files_processed,
      planCode: row.plan_code,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    });
    return { sessionId: row.session_id, user, validUntil: row.valid_until };
  }

  /**
   * Exchanges a refresh token for a new pair, atomically: the token row is locked, so of two
   * concurrent refreshes with one token exactly one rotates and the other sees it used.
   */
  rotate(rotation: Rotation): Promise<RotationResult> {
    return this.dataSource.transaction(async (manager): Promise<RotationResult> => {
      const token = await manager
        .createQueryBuilder(RefreshToken, 'token')
        .setLock('pessimistic_write')
        .where('token.token_hash = :hash', { hash: rotation.refreshTokenHash })
        .getOne();
      if (!token) return { status: 'invalid' };
      const session = await manager.findOne(AuthSession, {
        where: { id: token.sessionId },
        relations: { user: true },
      });
      if (!session || session.revokedAt) return { status: 'ended' };
      if (session.expiresAt <= new Date() || session.lastRefreshedAt < rotation.idleCutoff) {
        await this.revokeWith(manager, session.id, 'logout');
        return { status: 'ended' };
      }
      if (token.usedAt) {
        if (token.usedAt >= rotation.graceCutoff) return { status: 'raced', user: session.user };
        await this.revokeWith(manager, session.id, 'refresh_reuse');
        return { status: 'reused' };
      }
      const now = new Date();
      await manager.update(RefreshToken, { id: token.id }, { usedAt: now });
      await manager.insert(RefreshToken, {
        sessionId: session.id,
        tokenHash: rotation.newRefreshTokenHash,
      });
      await manager.update(
        AuthSession,
        { id: session.id },
        {
          accessTokenHash: rotation.newAccessTokenHash,
          accessExpiresAt: rotation.accessExpiresAt,
          lastRefreshedAt: now,
        },
      );
      return { status: 'rotated', session, user: session.user };
    });
  }

  async revoke(sessionId: string, reason: SessionRevokeReason): Promise<void> {
    await this.revokeWith(this.sessions.manager, sessionId, reason);
  }

  /** Ends every session of the user except `keepSessionId` (password change keeps the current one). */
  async revokeAllOfUser(
    userId: string,
    reason: SessionRevokeReason,
    options: { keepSessionId?: string; tx?: Transaction } = {},
  ): Promise<void> {
    const query = (managerOf(options.tx) ?? this.sessions.manager)
      .createQueryBuilder()
      .update(AuthSession)
      .set({ revokedAt: () => 'now()', revokeReason: reason })
      .where('user_id = :userId AND revoked_at IS NULL', { userId });
    if (options.keepSessionId) query.andWhere('id <> :keep', { keep: options.keepSessionId });
    await query.execute();
  }

  /** Ends the session of a refresh token; the id of the session it ended, if any. */
  async revokeByRefreshToken(
    refreshTokenHash: Buffer,
    reason: SessionRevokeReason,
  ): Promise<string | null> {
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
    const rows = await this.sessions.manager.query<{ id: string }[]>(
      `WITH revoked AS (
         UPDATE auth_sessions SET revoked_at = now(), revoke_reason = $2
          WHERE revoked_at IS NULL AND id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1)
          RETURNING id)
       SELECT id FROM revoked`,
      [refreshTokenHash, reason],
    );
    return rows[0]?.id ?? null;
  }

  findById(id: string): Promise<AuthSession | null> {
    return this.sessions.findOneBy({ id });
  }

  private async revokeWith(
    manager: EntityManager,
    sessionId: string,
    reason: SessionRevokeReason,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(AuthSession)
      .set({ revokedAt: () => 'now()', revokeReason: reason })
      .where('id = :sessionId AND revoked_at IS NULL', { sessionId })
      .execute();
  }
}
