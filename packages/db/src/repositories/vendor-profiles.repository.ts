import type { DataSource, Repository } from 'typeorm';
import { VendorProfile } from '../entities/vendor-profile.entity.js';

/** A profile to write: a new one (no id) or the next state of one read in the same call. */
export interface VendorProfileWrite {
  id?: string;
  vendorName: string;
  profile: Record<string, unknown>;
  invoicesSeen: number;
}

/** Vendor profiles. Every call is scoped to the user: another user's profile is as absent as a missing one. */
export class VendorProfilesRepository {
  private readonly profiles: Repository<VendorProfile>;

  constructor(private readonly dataSource: DataSource) {
    this.profiles = dataSource.getRepository(VendorProfile);
  }

  /** The user's profiles, last used first. */
  listByUser(userId: string): Promise<VendorProfile[]> {
    return this.profiles.find({ where: { userId }, order: { lastUsedAt: 'DESC', id: 'ASC' } });
  }

  /**
   * Reads the user's profiles and writes what `decide` makes of them, in one transaction that
   * holds the user's learning lock: two saves of the same user learn one after the other, each
   * from what the other wrote.
   */
  learn(
    userId: string,
    decide: (profiles: VendorProfile[]) => VendorProfileWrite | null,
  ): Promise<VendorProfile | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `SELECT pg_advisory_xact_lock(hashtextextended('vendor_profiles:' || $1, 0))`,
        [userId],
      );
      const repository = manager.getRepository(VendorProfile);
      const current = await repository.find({
        where: { userId },
        order: { lastUsedAt: 'DESC', id: 'ASC' },
      });
      const write = decide(current);
      if (!write) return null;
      const existing = write.id ? current.find((profile) => profile.id === write.id) : undefined;
      const entity = existing ?? repository.create({ userId });
      entity.vendorName = write.vendorName;
      entity.profile = write.profile;
      entity.invoicesSeen = write.invoicesSeen;
      entity.lastUsedAt = new Date();
      return repository.save(entity);
    });
  }

  /** Records that the profile was applied to an analysis (its last use). */
  async markUsed(userId: string, id: string): Promise<void> {
    await this.profiles.update({ id, userId }, { lastUsedAt: () => 'now()' });
  }

  /** Forgets one of the user's vendors; false when the user has no profile with that id. */
  async remove(userId: string, id: string): Promise<boolean> {
    const result = await this.profiles
      .createQueryBuilder()
      .delete()
      .where('id::text = :id AND user_id = :userId', { id, userId })
      .execute();
    return Boolean(result.affected);
  }

  /** Forgets every vendor of the user; the number forgotten. */
  async removeAll(userId: string): Promise<number> {
    const result = await this.profiles.delete({ userId });
    return result.affected ?? 0;
  }
}
