import type { User } from '@billfold/contract';

/** The signed-in user of the unit tests: a verified e-mail account. */
export const testUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  avatarUrl: null,
  oAuthProvider: 'email',
  emailVerified: true,
  filesProcessed: 0,
} as const satisfies User;
