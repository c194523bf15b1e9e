import type { DataSource, EntityManager, Repository } from 'typeorm';
import { User, type AuthProvider } from '../entities/user.entity.js';

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string | null;
  oAuthProvider: AuthProvider;
  emailVerified: boolean;
  avatarUrl?: string | null;
}

const UNIQUE_VIOLATION = '23505';

export class UsersRepository {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  /** Creates the user; null when the e-mail is taken (also when two registrations race). */
  async create(user: NewUser, manager?: EntityManager): Promise<User | null> {
    const repository = manager?.getRepository(User) ?? this.users;
    try {
      return await repository.save(repository.create({ ...user, email: user.email.toLowerCase() }));
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    }
  }

  async setPasswordHash(userId: string, passwordHash: string, manager?: EntityManager): Promise<void> {
    await (manager?.getRepository(User) ?? this.users).update({ id: userId }, { passwordHash });
  }

  async markEmailVerified(userId: string, manager?: EntityManager): Promise<void> {
    await (manager?.getRepository(User) ?? this.users).update({ id: userId }, { emailVerified: true });
  }
}
