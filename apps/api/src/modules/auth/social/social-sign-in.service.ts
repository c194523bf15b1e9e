import { SOCIAL_PROVIDER_NAMES } from '@billfold/contract';
import {
  DataSource,
  type EntityManager,
  IdentitiesRepository,
  OneTimeTokensRepository,
  type User,
  UsersRepository,
} from '@billfold/db';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SessionTokens } from '../session-cookies.js';
import { type ClientInfo, SessionsService } from '../sessions.service.js';
import type { ProviderProfile } from './provider-profile.js';

const UNIQUE_VIOLATION = '23505';

/** A concurrent sign-in created the same identity or account first: resolving again finds it. */
class LostRace extends Error {}

export interface SignedIn {
  user: User;
  tokens: SessionTokens;
}

/**
 * Social sign-in: from the profile a provider's strategy verified (strategies/), finds or makes
 * the account (SECURITY.md 13-14) and starts a session exactly as an e-mail sign-in does. Never
 * sees HTTP.
 */
@Injectable()
export class SocialSignInService {
  private readonly logger = new Logger(SocialSignInService.name);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly identities: IdentitiesRepository,
    private readonly oneTimeTokens: OneTimeTokensRepository,
    private readonly sessions: SessionsService,
  ) {}

  /** Signs the provider's user into their account (found or made) with a new session. */
  async signIn(profile: ProviderProfile, client: ClientInfo): Promise<SignedIn> {
    const user = await this.resolveAccount(profile);
    const { tokens } = await this.sessions.start(user.id, client);
    return { user, tokens };
  }

  /** The account of the identity, in one transaction; a lost race (unique key) resolves again, once. */
  private async resolveAccount(profile: ProviderProfile): Promise<User> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.dataSource.transaction((manager) => this.resolveIn(manager, profile));
      } catch (error) {
        const raced =
          error instanceof LostRace || (error as { code?: string }).code === UNIQUE_VIOLATION;
        if (!raced || attempt >= 2) throw error;
      }
    }
  }

  /**
   * - A known identity signs into its account.
   * - A new identity whose provider vouches for the address joins the account of that address
   *   when that account's address is verified too.
   * - An e-mail account whose address was never verified is claimed by the verified owner of
   *   the address: its password (chosen by whoever registered the address, perhaps someone else
   *   preparing a takeover) stops working and its sessions end.
   * - Otherwise the identity gets an account of its own; an address the provider does not
   *   vouch for is not given to it (it could belong to someone else).
   */
  private async resolveIn(manager: EntityManager, profile: ProviderProfile): Promise<User> {
    const identity = await this.identities.findByProviderSubject(
      profile.provider,
      profile.subject,
      manager,
    );
    if (identity) {
      await this.identities.recordSignIn(identity.id, profile, manager);
      const user = identity.user;
      if (
        user.oAuthProvider === profile.provider &&
        (user.name !== profile.name || user.avatarUrl !== profile.avatarUrl)
      ) {
        await this.users.updateProfile(
          user.id,
          { name: profile.name, avatarUrl: profile.avatarUrl },
          manager,
        );
        return { ...user, name: profile.name, avatarUrl: profile.avatarUrl };
      }
      return user;
    }

    const verifiedEmail = profile.emailVerified ? profile.email : null;
    if (verifiedEmail) {
      const existing = await this.users.findByEmailForUpdate(verifiedEmail, manager);
      if (existing?.emailVerified) {
        await this.link(manager, profile, existing.id);
        this.logger.log(
          `${SOCIAL_PROVIDER_NAMES[profile.provider]} identity linked to the existing account ${existing.id}`,
        );
        return existing;
      }
      if (existing) {
        if (existing.oAuthProvider !== 'email')
          throw new Error(
            `Account ${existing.id} of provider ${existing.oAuthProvider} has an unverified address`,
          );
        const owner = {
          name: profile.name,
          avatarUrl: profile.avatarUrl,
          oAuthProvider: profile.provider,
        };
        if (!(await this.users.claimUnverified(existing.id, owner, manager))) throw new LostRace();
        await this.sessions.endAllOfUser(existing.id, 'account_claimed', undefined, manager);
        await this.oneTimeTokens.revokeAllOfUser(existing.id, manager);
        await this.link(manager, profile, existing.id);
        this.logger.warn(
          `Unverified e-mail account ${existing.id} claimed by the verified ${SOCIAL_PROVIDER_NAMES[profile.provider]} owner of its address; its password was removed`,
        );
        return { ...existing, ...owner, passwordHash: null, emailVerified: true };
      }
    }

    const user = await this.users.create(
      {
        name: profile.name,
        email: verifiedEmail,
        emailVerified: verifiedEmail !== null,
        passwordHash: null,
        oAuthProvider: profile.provider,
        avatarUrl: profile.avatarUrl,
      },
      manager,
    );
    // null: another sign-in created an account with this address a moment ago.
    if (!user) throw new LostRace();
    await this.link(manager, profile, user.id);
    return user;
  }

  private async link(
    manager: EntityManager,
    profile: ProviderProfile,
    userId: string,
  ): Promise<void> {
    await this.identities.create(
      {
        provider: profile.provider,
        providerSubject: profile.subject,
        userId,
        email: profile.email,
        emailVerified: profile.emailVerified,
      },
      manager,
    );
  }
}
