import { randomUUID } from 'node:crypto';
import { createDataSource, type DataSource, UsersRepository } from '@billfold/db';
import { createTestDatabase } from '@billfold/db/testing';

/** A migrated database of this test file's own, with a DataSource for repositories built by hand. */
export interface ServiceDatabase {
  url: string;
  dataSource: DataSource;
  close(): Promise<void>;
}

export async function openServiceDatabase(): Promise<ServiceDatabase> {
  const database = await createTestDatabase();
  const dataSource = createDataSource({ url: database.url, poolSize: 10 });
  await dataSource.initialize();
  return {
    url: database.url,
    dataSource,
    async close() {
      await dataSource.destroy();
      await database.drop();
    },
  };
}

/** A verified e-mail account, straight into the database; its id. */
export async function newUserId(dataSource: DataSource): Promise<string> {
  const user = await new UsersRepository(dataSource).create({
    name: 'Test Member',
    email: `member.${randomUUID()}@example.com`,
    passwordHash: null,
    oAuthProvider: 'email',
    emailVerified: true,
  });
  if (!user) throw new Error('could not create a user');
  return user.id;
}

/** The plan a user is on (users.plan_code). */
export async function planCodeOf(dataSource: DataSource, userId: string): Promise<string> {
  const [row] = await dataSource.query<{ plan_code: string }[]>(
    'SELECT plan_code FROM users WHERE id = $1',
    [userId],
  );
  return row!.plan_code;
}

/** A user's subscription rows as stored, oldest first. */
export function subscriptionRowsOf(
  dataSource: DataSource,
  userId: string,
): Promise<Record<string, unknown>[]> {
  return dataSource.query<Record<string, unknown>[]>(
    `SELECT id, plan_code, stripe_customer_id, status, current_period_start, current_period_end, cancel_at_period_end, ended_at
       FROM subscriptions WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
}
