import { z } from 'zod';

export const AuthProviderSchema = z.enum(['email', 'google', 'github', 'twitter', 'facebook']);
export type AuthProvider = z.infer<typeof AuthProviderSchema>;

/** The signed-in user as every client sees it (SPEC.md section 3). */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for an account of a social provider that gave no verified address (X never does). */
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  oAuthProvider: AuthProviderSchema,
  emailVerified: z.boolean(),
  filesProcessed: z.number().int(),
});
export type User = z.infer<typeof UserSchema>;
