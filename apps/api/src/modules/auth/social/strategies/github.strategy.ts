import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile as GitHubProfile } from 'passport-github2';
import type { OAuthFlowsService } from '../oauth-flows.service.js';
import { avatarUrl, displayName, emailName, type ProviderProfile } from '../provider-profile.js';
import type { OAuthClientConfig } from '../social-providers.js';
import { strategyOptions } from './oauth-flow.store.js';

/** SPEC.md section 7: the scopes of the code-hosting provider. */
export const GITHUB_SCOPES = ['read:user', 'user:email'];

interface GitHubEmail {
  value: string;
  primary?: boolean;
  verified?: boolean;
}

/**
 * GitHub through passport-github2 (registered with passport as 'github'): profile from /user,
 * addresses (with their verification) from /user/emails.
 */
export class GitHubStrategy extends PassportStrategy(Strategy, 'github') {
  constructor(config: OAuthClientConfig, flows: OAuthFlowsService) {
    super({
      ...strategyOptions('github', config, flows),
      userProfileURL: `${config.apiUrl}/user`,
      userEmailURL: `${config.apiUrl}/user/emails`,
      scope: GITHUB_SCOPES,
      scopeSeparator: ' ',
      userAgent: 'Billfold',
      // Every address with its primary and verified flags, not only the primary one.
      allRawEmails: true,
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: GitHubProfile): ProviderProfile {
    const json = (profile as GitHubProfile & { _json: { email?: string | null } })._json;
    const emails = (profile.emails ?? []) as GitHubEmail[];
    const verified = emails.filter((email) => email.verified === true);
    // The profile's public address when GitHub lists it as verified, else the primary verified one.
    const chosen =
      verified.find(
        (email) => json.email && email.value.toLowerCase() === json.email.toLowerCase(),
      ) ?? verified.find((email) => email.primary === true);
    const email =
      chosen?.value ?? json.email ?? emails.find((candidate) => candidate.primary)?.value ?? null;
    if (!profile.id) throw new Error('The GitHub profile has no id');
    return {
      provider: 'github',
      subject: String(profile.id),
      email,
      emailVerified: chosen !== undefined,
      name: displayName(profile.displayName, profile.username, emailName(email)),
      avatarUrl: avatarUrl(profile.photos?.[0]?.value),
    };
  }
}
