import { describe, expect, it } from 'vitest';
import {
  changePasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
} from './credentials.schema.js';

function messages(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('sign-in form rules (SPEC section 5)', () => {
  it('names a missing e-mail and password', () => {
    expect(messages(loginInputSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Email is required',
      'Password is required',
    ]);
  });

  it('rejects a malformed e-mail and trims a good one', () => {
    expect(messages(loginInputSchema.safeParse({ email: 'ada@', password: 'x' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(loginInputSchema.parse({ email: '  ada@example.com ', password: 'x' }).email).toBe(
      'ada@example.com',
    );
  });

  it('refuses a name or password with a NUL or an unpaired surrogate', () => {
    const message = 'Text must not contain NUL characters or unpaired surrogates.';
    const form = {
      name: 'Ada',
      email: 'ada@example.com',
      password: '123456',
      confirmPassword: '123456',
    };
    expect(messages(registerInputSchema.safeParse({ ...form, name: 'Ada\u0000' }))).toEqual([
      message,
    ]);
    const surrogate = 'secret\uD800';
    expect(
      messages(
        registerInputSchema.safeParse({ ...form, password: surrogate, confirmPassword: surrogate }),
      ),
    ).toEqual([message]);
  });

  it('requires a name, six-character password and a matching confirmation to register', () => {
    expect(
      messages(
        registerInputSchema.safeParse({
          name: ' ',
          email: 'ada@example.com',
          password: '12345',
          confirmPassword: '12345',
        }),
      ),
    ).toEqual(['Name is required', 'Password must be at least 6 characters long']);
    expect(
      messages(
        registerInputSchema.safeParse({
          name: 'Ada',
          email: 'ada@example.com',
          password: '123456',
          confirmPassword: '654321',
        }),
      ),
    ).toEqual(['Passwords do not match']);
  });

  it('applies the same password rules to a reset', () => {
    expect(
      messages(resetPasswordInputSchema.safeParse({ password: '', confirmPassword: '' })),
    ).toEqual(['Password is required']);
  });

  it('applies the SPEC rules to a password change', () => {
    const change = (currentPassword: string, newPassword: string, confirmNewPassword: string) =>
      messages(
        changePasswordInputSchema.safeParse({ currentPassword, newPassword, confirmNewPassword }),
      );
    expect(change('', '', '')).toEqual([
      'Current password is required',
      'New password is required',
    ]);
    expect(change('old secret', '12345', '12345')).toEqual([
      'Password must be at least 6 characters long',
    ]);
    expect(change('old secret', 'new secret', 'new secrets')).toEqual([
      'New passwords do not match',
    ]);
    expect(change('same secret', 'same secret', 'same secret')).toEqual([
      'New password must be different from current password',
    ]);
    expect(change('old secret', 'new secret', 'new secret')).toEqual([]);
  });
});
