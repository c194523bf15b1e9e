import { describe, expect, it } from 'vitest';
import { VendorProfilesRepository } from '../src/repositories/vendor-profiles.repository.js';
import { useRepositorySuite } from './support/repository-suite.js';

describe('vendor profiles', () => {
  const {
    dataSource,
    repository: profiles,
    newUser,
  } = useRepositorySuite(VendorProfilesRepository, { poolSize: 10 });

  /** One more invoice learned: the profile of that vendor name, or a new one. */
  const learnOne = (userId: string, vendorName: string) =>
    profiles.learn(userId, (current) => {
      const known = current.find((profile) => profile.vendorName === vendorName);
      const seen = known?.invoicesSeen ?? 0;
      return {
        ...(known ? { id: known.id } : {}),
        vendorName,
        invoicesSeen: seen + 1,
        profile: { seen: seen + 1 },
      };
    });

  it("learns one save of a user after the other: concurrent saves each build on the other's", async () => {
    const userId = await newUser();
    await Promise.all(Array.from({ length: 12 }, () => learnOne(userId, 'Acme')));
    const [profile] = await profiles.listByUser(userId);
    expect(await profiles.listByUser(userId)).toHaveLength(1);
    expect(profile).toMatchObject({ vendorName: 'Acme', invoicesSeen: 12, profile: { seen: 12 } });
  });

  it('scopes every call to the user, and deletes the profiles with the account', async () => {
    const alice = await newUser();
    const mallory = await newUser();
    const acme = await learnOne(alice, 'Acme');
    await learnOne(alice, 'Globex');
    expect(await profiles.listByUser(mallory)).toEqual([]);
    expect(await profiles.remove(mallory, acme!.id)).toBe(false);
    expect(await profiles.removeAll(mallory)).toBe(0);
    expect(await profiles.remove(alice, 'not-a-uuid')).toBe(false);
    expect(await profiles.remove(alice, acme!.id)).toBe(true);
    expect((await profiles.listByUser(alice)).map((profile) => profile.vendorName)).toEqual([
      'Globex',
    ]);
    await dataSource.query('DELETE FROM users WHERE id = $1', [alice]);
    expect(
      await dataSource.query('SELECT 1 FROM vendor_profiles WHERE user_id = $1', [alice]),
    ).toEqual([]);
  });
});
