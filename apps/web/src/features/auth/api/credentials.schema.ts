import {
  ChangePasswordBodySchema,
  EmailBodySchema,
  LoginEmailBodySchema,
  NewPasswordSchema,
  RegisterBodySchema,
} from '@billfold/contract';
import { z } from 'zod';

// The forms parse with the contract's own body schemas (SPEC section 5's rules and messages),
// adding only what exists in the form alone: the password confirmation.
const passwordsMatch = (input: { password: string; confirmPassword: string }) =>
  input.password === input.confirmPassword;
const mismatch = { message: 'Passwords do not match', path: ['confirmPassword'] };

export const loginInputSchema = LoginEmailBodySchema;
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = RegisterBodySchema.extend({
  confirmPassword: z.string(),
}).refine(passwordsMatch, mismatch);
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** One e-mail address: forgot password, resend the verification link. */
export const emailInputSchema = EmailBodySchema;
export type EmailInput = z.infer<typeof emailInputSchema>;

export const resetPasswordInputSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const changePasswordInputSchema = ChangePasswordBodySchema.safeExtend({
  confirmNewPassword: z.string(),
}).refine((input) => input.newPassword === input.confirmNewPassword, {
  message: 'New passwords do not match',
  path: ['confirmNewPassword'],
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
