import {
  Column,
  CreateDateColumn,
  JoinColumn,
  ManyToOne,
  UpdateDateColumn,
  type ObjectType,
} from 'typeorm';
import { User } from './user.entity.js';

// Column declarations that most tables repeat, named once. Plain functions (hoisted), and User is
// only read lazily: entities that user.entity.ts imports use them too.

/** When the row was inserted (timestamptz, set by PostgreSQL). */
export function CreatedAt(): PropertyDecorator {
  return CreateDateColumn({ type: 'timestamptz' });
}

/** When the row was last updated (timestamptz, set on every save). */
export function UpdatedAt(): PropertyDecorator {
  return UpdateDateColumn({ type: 'timestamptz' });
}

/** A moment (timestamptz); `nullable` for one that may not have come yet. */
export function Timestamp(options: { nullable?: boolean } = {}): PropertyDecorator {
  return Column({ type: 'timestamptz', ...options });
}

/**
 * The row this one belongs to, by the foreign key `column` (declared beside it as its own
 * column): deleted with it.
 */
export function BelongsTo<T>(parent: () => ObjectType<T>, column: string): PropertyDecorator {
  return (target, property) => {
    ManyToOne(parent, { onDelete: 'CASCADE' })(target, property);
    JoinColumn({ name: column })(target, property);
  };
}

/** The user the row belongs to (column user_id, beside a `userId` column): deleted with the account. */
export function BelongsToUser(): PropertyDecorator {
  return BelongsTo(() => User, 'user_id');
}
