import type { Provider } from '@nestjs/common';
import { OAuthFlowsService } from '../oauth-flows.service.js';
import { SOCIAL_PROVIDERS_CONFIG, type SocialProvidersConfig } from '../social-providers.js';
import { FacebookStrategy } from './facebook.strategy.js';
import { GitHubStrategy } from './github.strategy.js';
import { GoogleStrategy } from './google.strategy.js';
import { XStrategy } from './x.strategy.js';

/**
 * The passport strategy of each configured provider (null for the others). Each registers itself
 * with passport under the provider's name as it is made, at start; the guards check that the
 * provider is configured here before they run a strategy by that name.
 */
export const SOCIAL_STRATEGIES: Provider[] = [
  {
    provide: GoogleStrategy,
    inject: [SOCIAL_PROVIDERS_CONFIG],
    useFactory: ({ google }: SocialProvidersConfig) => google && new GoogleStrategy(google),
  },
  {
    provide: GitHubStrategy,
    inject: [SOCIAL_PROVIDERS_CONFIG, OAuthFlowsService],
    useFactory: ({ github }: SocialProvidersConfig, flows: OAuthFlowsService) =>
      github && new GitHubStrategy(github, flows),
  },
  {
    provide: XStrategy,
    inject: [SOCIAL_PROVIDERS_CONFIG, OAuthFlowsService],
    useFactory: ({ twitter }: SocialProvidersConfig, flows: OAuthFlowsService) =>
      twitter && new XStrategy(twitter, flows),
  },
  {
    provide: FacebookStrategy,
    inject: [SOCIAL_PROVIDERS_CONFIG, OAuthFlowsService],
    useFactory: ({ facebook }: SocialProvidersConfig, flows: OAuthFlowsService) =>
      facebook && new FacebookStrategy(facebook, flows),
  },
];
