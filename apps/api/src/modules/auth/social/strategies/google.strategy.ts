import { SocialTokenBodySchema } from '@billfold/contract';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import type { ProviderProfile } from '../provider-profile.js';
import type { GoogleConfig } from '../social-providers.js';
import { GoogleIdTokenVerifier } from './google-id-token.verifier.js';

/**
 * Google (registered with passport as 'google'): the page hands us the credential of Google
 * Identity Services, an ID token, in the body (no redirect, no code), which is verified here.
 */
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  private readonly verifier: GoogleIdTokenVerifier;

  constructor(config: GoogleConfig) {
    super();
    this.verifier = new GoogleIdTokenVerifier(config);
  }

  validate(request: Request): Promise<ProviderProfile> {
    return this.verifier.verify(SocialTokenBodySchema.parse(request.body).token);
  }
}
