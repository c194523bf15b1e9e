import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation, managerOf, type Transaction } from '../unit-of-work.js';
import { User, type AuthProvider } from '../entities/user.entity.js';

export interface NewUser {
  name: string;
  /** Null only for accounts of a social provider that gave no verified address. */
  email: string | null;
  passwordHash: string | null;
  oAuthProvider: AuthProvider;
  emailVerified: boolean;
  avatarUrl?: string | null;
}

export class UsersRepository {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string, tx?: Transaction): Promise<User | null> {
    const manager = managerOf(tx);
    return (manager?.getRepository(User) ?? this.users).findOneBy({ email: email.toLowerCase() });
  }

  /** The account of the address, locked until the caller's transaction ends. */
  findByEmailForUpdate(email: string, tx: Transaction): Promise<User | null> {
    const manager = managerOf(tx);
    return manager
      .getRepository(User)
      .findOne({ where: { email: email.toLowerCase() }, lock: { mode: 'pessimistic_write' } });
  }

  /** Creates the user; null when the e-mail is taken (also when two registrations race). */
  async create(user: NewUser, tx?: Transaction): Promise<User | null> {
    const manager = managerOf(tx);
    const repository = manager?.getRepository(User) ?? this.users;
    try {
      return await repository.save(
        repository.create({ ...user, email: user.email?.toLowerCase() ?? null }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async setPasswordHash(userId: string, passwordHash: string, tx?: Transaction): Promise<void> {
    const manager = managerOf(tx);
    await (manager?.getRepository(User) ?? this.users).update({ id: userId }, { passwordHash });
  }

  async markEmailVerified(userId: string, tx?: Transaction): Promise<void> {
    const manager = managerOf(tx);
    await (manager?.getRepository(User) ?? this.users).update(
      { id: userId },
      { emailVerified: true },
    );
  }

  /** Name and avatar as the account's own provider shows them now. */
  async updateProfile(
    userId: string,
    profile: { name: string; avatarUrl: string | null },
    tx?: Transaction,
  ): Promise<void> {
    const manager = managerOf(tx);
    await (manager?.getRepository(User) ?? this.users).update({ id: userId }, profile);
  }

  /**
   * Hands an e-mail account whose address was never verified to the verified owner of that
   * address, signing in through a provider: the password (chosen by whoever registered the
   * address) stops working and the account becomes the provider's. Only while still unverified.
   */
  async claimUnverified(
    userId: string,
    owner: { name: string; avatarUrl: string | null; oAuthProvider: AuthProvider },
    tx: Transaction,
  ): Promise<boolean> {
    const manager = managerOf(tx);
    const result = await manager
      .getRepository(User)
      .update(
        { id: userId, emailVerified: false },
        { ...owner, passwordHash: null, emailVerified: true },
      );
    return result.affected === 1;
  }
}
