import type { DataSource, Repository } from 'typeorm';
import { managerOf, type Transaction } from '../unit-of-work.js';
import { Identity, type SocialProvider } from '../entities/identity.entity.js';

export interface NewIdentity {
  provider: SocialProvider;
  providerSubject: string;
  userId: string;
  email: string | null;
  emailVerified: boolean;
}

export class IdentitiesRepository {
  private readonly identities: Repository<Identity>;

  constructor(dataSource: DataSource) {
    this.identities = dataSource.getRepository(Identity);
  }

  /** The identity with its account. */
  findByProviderSubject(
    provider: SocialProvider,
    providerSubject: string,
    tx?: Transaction,
  ): Promise<Identity | null> {
    const manager = managerOf(tx);
    return (manager?.getRepository(Identity) ?? this.identities).findOne({
      where: { provider, providerSubject },
      relations: { user: true },
    });
  }

  listByUser(userId: string): Promise<Identity[]> {
    return this.identities.find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** Links the identity; a concurrent link of the same identity fails on the unique key. */
  async create(identity: NewIdentity, tx: Transaction): Promise<Identity> {
    const manager = managerOf(tx);
    const repository = manager.getRepository(Identity);
    return repository.save(
      repository.create({
        ...identity,
        email: identity.email?.toLowerCase() ?? null,
        lastSignInAt: new Date(),
      }),
    );
  }

  async recordSignIn(
    id: string,
    seen: { email: string | null; emailVerified: boolean },
    tx: Transaction,
  ): Promise<void> {
    const manager = managerOf(tx);
    await manager.getRepository(Identity).update(
      { id },
      {
        email: seen.email?.toLowerCase() ?? null,
        emailVerified: seen.emailVerified,
        lastSignInAt: new Date(),
      },
    );
  }
}
