import type { User as UserDto } from '@billfold/contract';
import type { User } from '@billfold/db';

/** The user as clients see it: never the password hash or internal timestamps. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatarUrl: user.avatarUrl,
    oAuthProvider: user.oAuthProvider,
    emailVerified: user.emailVerified,
    filesProcessed: user.filesProcessed,
  };
}
