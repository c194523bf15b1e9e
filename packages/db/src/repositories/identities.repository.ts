import type { DataSource, EntityManager, Repository } from 'typeorm';
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
    manager?: EntityManager,
  ): Promise<Identity | null> {
    return (manager?.getRepository(Identity) ?? this.identities).findOne({
      where: { provider, providerSubject },
      relations: { user: true },
    });
  }

  listByUser(userId: string): Promise<Identity[]> {
    return this.identities.find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** Links the identity; a concurrent link of the same identity fails on the unique key. */
  async create(identity: NewIdentity, manager: EntityManager): Promise<Identity> {
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
    manager: EntityManager,
  ): Promise<void> {
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
