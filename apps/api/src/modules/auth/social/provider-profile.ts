import { NAME_MAX_LENGTH } from '@billfold/contract';
import type { SocialProvider } from '@billfold/db';

/** What a provider told us about its user, in one shape for every provider. */
export interface ProviderProfile {
  provider: SocialProvider;
  /** The provider's id of its user: identities are keyed by it. */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the user controls `email`. */
  emailVerified: boolean;
  name: string;
  avatarUrl: string | null;
}

/** The first usable display name, trimmed to what an account holds. */
export function displayName(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const name = candidate?.replace(/\s+/g, ' ').trim();
    if (name) return name.slice(0, NAME_MAX_LENGTH);
  }
  return 'Billfold user';
}

/** An http(s) picture address the account can keep, else null. */
export function avatarUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The local part of an address, as a last-resort name. */
export function emailName(email: string | null | undefined): string | undefined {
  return email?.split('@')[0];
}
