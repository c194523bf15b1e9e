import { z } from 'zod';
import { text } from '../common/text.schema.js';
import { UserSchema } from '../users/user.schema.js';
import { codes, type CodeOf } from '../common/codes.js';

/** Error codes of the accounts routes. */
export const AuthErrorCode = codes(
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'TOO_MANY_ATTEMPTS',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'COMMON_PASSWORD',
  'WRONG_CURRENT_PASSWORD',
  'SAME_PASSWORD',
  'NOT_AN_EMAIL_ACCOUNT',
  'SESSION_EXPIRED',
);
export type AuthErrorCode = CodeOf<typeof AuthErrorCode>;

/** Limits shared by the server and the web forms. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 320;

// Messages are SPEC.md section 5's, word for word, where it names one.
export const EmailSchema = text({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: 'Please enter a valid email address', abort: true })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** A password being chosen (register, reset, change). */
export const NewPasswordSchema = text({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    abort: true,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  });

/** A password being checked (login, current password): any length up to a sane bound. */
const GivenPasswordSchema = (required: string) =>
  text({ error: required })
    .min(1, { error: required, abort: true })
    .max(1024, { error: 'Invalid email or password' });

export const RegisterBodySchema = z.object({
  name: text({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .max(NAME_MAX_LENGTH, { error: `Name must be at most ${NAME_MAX_LENGTH} characters long` }),
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginEmailBodySchema = z.object({
  email: EmailSchema,
  password: GivenPasswordSchema('Password is required'),
});
export type LoginEmailBody = z.infer<typeof LoginEmailBodySchema>;

const TokenSchema = text({ error: 'Invalid verification link' })
  .min(1, { error: 'Invalid verification link', abort: true })
  .max(200, { error: 'Invalid verification link' });

export const VerifyEmailBodySchema = z.object({ token: TokenSchema });
export const EmailBodySchema = z.object({ email: EmailSchema });

export const ResetPasswordBodySchema = z.object({
  token: TokenSchema,
  newPassword: NewPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z
  .object({
    currentPassword: GivenPasswordSchema('Current password is required'),
    newPassword: text({ error: 'New password is required' })
      .min(1, { error: 'New password is required', abort: true })
      .pipe(NewPasswordSchema),
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    error: 'New password must be different from current password',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const UserEnvelopeSchema = z.object({ user: UserSchema });
export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;

/**
 * A refresh that fails although the browser holds a session (expired, revoked, or ended
 * elsewhere): the web app's sign-in page says this, where the failed action's own error would
 * mislead. A browser that holds no session at all gets UNAUTHENTICATED instead.
 */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
