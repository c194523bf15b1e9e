import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile as FacebookProfile } from 'passport-facebook';
import type { OAuthFlowsService } from '../oauth-flows.service.js';
import { avatarUrl, displayName, emailName, type ProviderProfile } from '../provider-profile.js';
import type { OAuthClientConfig } from '../social-providers.js';
import { strategyOptions } from './oauth-flow.store.js';

/**
 * Facebook through passport-facebook (registered with passport as 'facebook'), with the e-mail
 * permission and appsecret_proof on Graph calls.
 */
export class FacebookStrategy extends PassportStrategy(Strategy, 'facebook') {
  constructor(config: OAuthClientConfig, flows: OAuthFlowsService) {
    super({
      ...strategyOptions('facebook', config, flows),
      profileURL: `${config.apiUrl}/me`,
      profileFields: ['id', 'displayName', 'emails', 'picture.type(large)'],
      scope: ['email'],
      enableProof: true,
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: FacebookProfile): ProviderProfile {
    if (!profile.id) throw new Error('The Facebook profile has no id');
    const email = profile.emails?.[0]?.value ?? null;
    return {
      provider: 'facebook',
      subject: String(profile.id),
      email,
      // The Graph API gives only an address its user has confirmed with Facebook (none otherwise).
      emailVerified: email !== null,
      name: displayName(profile.displayName, emailName(email)),
      avatarUrl: avatarUrl(profile.photos?.[0]?.value),
    };
  }
}
