import { SOCIAL_PROVIDER_NAMES } from '@billfold/contract';
import {
  IdentitiesRepository,
  isUniqueViolation,
  OneTimeTokensRepository,
  type Transaction,
  UnitOfWork,
  type User,
  UsersRepository,
} from '@billfold/db';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SessionTokens } from '../session-cookies.js';
import { type ClientInfo, SessionsService } from '../sessions.service.js';
import type { ProviderProfile } from './provider-profile.js';

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
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
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
        return await this.unitOfWork.run((tx) => this.resolveIn(tx, profile));
      } catch (error) {
        const raced = error instanceof LostRace || isUniqueViolation(error);
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
  private async resolveIn(tx: Transaction, profile: ProviderProfile): Promise<User> {
    const identity = await this.identities.findByProviderSubject(
      profile.provider,
      profile.subject,
      tx,
    );
    if (identity) {
      await this.identities.recordSignIn(identity.id, profile, tx);
      const user = identity.user;
      if (
        user.oAuthProvider === profile.provider &&
        (user.name !== profile.name || user.avatarUrl !== profile.avatarUrl)
      ) {
        await this.users.updateProfile(
          user.id,
          { name: profile.name, avatarUrl: profile.avatarUrl },
          tx,
        );
        return { ...user, name: profile.name, avatarUrl: profile.avatarUrl };
      }
      return user;
    }

    const verifiedEmail = profile.emailVerified ? profile.email : null;
    if (verifiedEmail) {
      const existing = await this.users.findByEmailForUpdate(verifiedEmail, tx);
      if (existing?.emailVerified) {
        await this.link(tx, profile, existing.id);
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
        if (!(await this.users.claimUnverified(existing.id, owner, tx))) throw new LostRace();
        await this.sessions.endAllOfUser(existing.id, 'account_claimed', undefined, tx);
        await this.oneTimeTokens.revokeAllOfUser(existing.id, tx);
        await this.link(tx, profile, existing.id);
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
      tx,
    );
    // null: another sign-in created an account with this address a moment ago.
    if (!user) throw new LostRace();
    await this.link(tx, profile, user.id);
    return user;
  }

  private async link(tx: Transaction, profile: ProviderProfile, userId: string): Promise<void> {
    await this.identities.create(
      {
        provider: profile.provider,
        providerSubject: profile.subject,
        userId,
        email: profile.email,
        emailVerified: profile.emailVerified,
      },
      tx,
    );
  }
}
