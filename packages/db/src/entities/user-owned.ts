import { Column, type Relation } from 'typeorm';
import { BelongsToUser } from './columns.js';
import type { User } from './user.entity.js';

/**
 * What a row that belongs to a user holds: the user's id (user_id) and the user, whose account
 * deletes it. The entities of such rows extend it (their indexes on the user name `userId`).
 */
export abstract class UserOwned {
  @Column({ type: 'uuid' })
  userId!: string;

  @BelongsToUser()
  user!: Relation<User>;
}
