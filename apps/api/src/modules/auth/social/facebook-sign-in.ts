import { Strategy as FacebookStrategy, type Profile as FacebookProfile } from 'passport-facebook';
import type { OAuthFlowsService } from './oauth-flows.service.js';
import { flowStoreOptions, passProfile, PassportSignIn } from './passport-sign-in.js';
import { avatarUrl, displayName, emailName, type ProviderProfile } from './provider-profile.js';
import type { OAuthClientConfig } from './social-providers.js';

/** Facebook through passport-facebook, with the e-mail permission and appsecret_proof on Graph calls. */
export class FacebookSignIn extends PassportSignIn<FacebookProfile> {
  readonly provider = 'facebook';
  protected readonly strategy: FacebookStrategy;

  constructor(config: OAuthClientConfig, flows: OAuthFlowsService) {
    super();
    this.strategy = new FacebookStrategy(
      {
        clientID: config.clientId,
        clientSecret: config.clientSecret,
        callbackURL: config.redirectUri,
        authorizationURL: config.authorizeUrl,
        tokenURL: config.tokenUrl,
        profileURL: `${config.apiUrl}/me`,
        profileFields: ['id', 'displayName', 'emails', 'picture.type(large)'],
        scope: ['email'],
        enableProof: true,
        ...flowStoreOptions('facebook', flows),
      },
      passProfile,
    );
  }

  protected toProfile(profile: FacebookProfile): ProviderProfile {
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
