import { OAuth2Client } from 'google-auth-library';
import { avatarUrl, displayName, emailName, type ProviderProfile } from '../provider-profile.js';
import type { GoogleConfig } from '../social-providers.js';
import { SocialSignInError } from '../social-sign-in.errors.js';

/** The issuers Google documents for its ID tokens (not the library's default list, which adds more). */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies the credential of Google Identity Services with google-auth-library (SECURITY.md 15):
 * signature against Google's certificates, audience (our client id), issuer, expiry, and an
 * address Google says is verified.
 */
export class GoogleIdTokenVerifier {
  private readonly client: OAuth2Client;

  constructor(private readonly config: GoogleConfig) {
    this.client = new OAuth2Client({
      clientId: config.clientId,
      issuers: GOOGLE_ISSUERS,
      endpoints: { oauth2FederatedSignonPemCertsUrl: config.certsUrl },
    });
  }

  async verify(idToken: string): Promise<ProviderProfile> {
    let payload;
    try {
      const ticket = await this.client.verifyIdToken({ idToken, audience: this.config.clientId });
      payload = ticket.getPayload();
    } catch (error) {
      if (
        error instanceof Error &&
        error.message.startsWith('Failed to retrieve verification certificates')
      ) {
        throw SocialSignInError.unavailable('google', error);
      }
      throw SocialSignInError.failed('google', error);
    }
    if (!payload?.sub || !payload.email || payload.email_verified !== true) {
      throw SocialSignInError.failed(
        'google',
        new Error('The ID token has no subject or no verified address'),
      );
    }
    return {
      provider: 'google',
      subject: payload.sub,
      email: payload.email,
      emailVerified: true,
      name: displayName(payload.name, emailName(payload.email)),
      avatarUrl: avatarUrl(payload.picture),
    };
  }
}
