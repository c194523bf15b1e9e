import { LRUCache } from 'lru-cache';
import type { AuthenticatedSession } from './sessions.service.js';

/** Sessions kept at most (an entry is a user row: well under 1 KiB). */
const SESSIONS_KEPT = 10_000;

/**
 * Sessions looked up moments ago, by the hash of their access token, so that a burst of
 * requests (a page's calls, a long list paged through) looks a session up once rather than once
 * per request. An entry lasts `ttlMs` at most, and never past the session's own access or
 * absolute expiry. Ending sessions in this process (logout, password change or reset, refresh)
 * drops their entries at once; a session ended by another API process is refused here within
 * `ttlMs`. A lookup that started before an entry was dropped is not kept.
 */
export class RecentSessions {
  private readonly kept: LRUCache<string, AuthenticatedSession> | null;
  private readonly pending = new Map<string, Promise<AuthenticatedSession | null>>();
  /** Changes whenever entries are dropped: a lookup begun before that is not kept. */
  private generation = 0;

  constructor(private readonly ttlMs: number) {
    // The wall clock, as the sessions' expiry instants are.
    this.kept = ttlMs > 0 ? new LRUCache({ max: SESSIONS_KEPT, ttl: ttlMs, perf: Date }) : null;
  }

  /** The session of a token hash, from memory or from `lookUp` (one lookup at a time per token). */
  async get(
    tokenHash: string,
    lookUp: () => Promise<(AuthenticatedSession & { validUntil: Date }) | null>,
  ): Promise<AuthenticatedSession | null> {
    const cache = this.kept;
    if (!cache) return lookUp();
    const kept = cache.get(tokenHash);
    if (kept) return kept;
    let pending = this.pending.get(tokenHash);
    if (!pending) {
      const generation = this.generation;
      pending = lookUp()
        .then((found) => {
          if (!found) return null;
          const { validUntil, ...session } = found;
          const ttl = Math.min(this.ttlMs, validUntil.getTime() - Date.now());
          if (generation === this.generation && ttl > 0) cache.set(tokenHash, session, { ttl });
          return session;
        })
        .finally(() => this.pending.delete(tokenHash));
      this.pending.set(tokenHash, pending);
    }
    return pending;
  }

  forgetSession(sessionId: string): void {
    this.forget((session) => session.sessionId === sessionId);
  }

  forgetUser(userId: string): void {
    this.forget((session) => session.user.id === userId);
  }

  private forget(matches: (session: AuthenticatedSession) => boolean): void {
    if (!this.kept) return;
    this.generation += 1;
    for (const [tokenHash, session] of this.kept.entries()) {
      if (matches(session)) this.kept.delete(tokenHash);
    }
  }
}
