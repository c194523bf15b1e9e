import { OAuthFlowsRepository, type SocialProvider } from '@billfold/db';
import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { hashToken, newToken } from '../tokens.js';

/** A sign-in through a provider's page lives this long (SECURITY.md 12: short-lived). */
export const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000;

export interface StartedFlow {
  /** Goes to the browser in an HttpOnly cookie only: binds the flow to that browser. */
  browserKey: string;
  /** Goes to the provider in the authorization URL, and to the browser (session storage). */
  state: string;
}

/** A PKCE pair (RFC 7636, S256): the verifier stays on the server, the challenge goes out. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The server side of the sign-ins that go through a provider's authorization page: each is
 * random, bound to the browser that started it, short-lived and used once (SECURITY.md 12).
 */
@Injectable()
export class OAuthFlowsService {
  constructor(private readonly flows: OAuthFlowsRepository) {}

  async start(provider: SocialProvider, codeVerifier: string): Promise<StartedFlow> {
    // Flows started and never finished are forgotten as new ones start.
    await this.flows.deleteExpired();
    const browserKey = newToken();
    await this.flows.create({
      provider,
      browserKeyHash: hashToken(browserKey),
      codeVerifier,
      expiresAt: new Date(Date.now() + OAUTH_FLOW_TTL_MS),
    });
    return { browserKey, state: newToken() };
  }

  /** The code verifier of the browser's live flow, which ends now; null when there is none. */
  async finish(provider: SocialProvider, browserKey: string | undefined): Promise<string | null> {
    if (!browserKey) return null;
    const flow = await this.flows.take(provider, hashToken(browserKey));
    return flow?.codeVerifier ?? null;
  }
}
