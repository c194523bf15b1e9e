import { describe, expect, it } from 'vitest';
import {
  AuthText,
  changePasswordOutcome,
  forgotPasswordOutcome,
  loginOutcome,
  registerOutcome,
  resendVerificationOutcome,
  resetPasswordOutcome,
  verifyEmailOutcome,
} from './auth-outcomes.js';
import { testUser } from '@/mocks/test-user';

const user = testUser;
const error = (status: number, code: string, message: string) => ({
  status,
  body: { code, message },
});

describe('sign-in outcomes (SPEC section 8)', () => {
  it('signs in with the user of a 200', () => {
    expect(loginOutcome({ status: 200, body: { user } })).toEqual({ kind: 'signed-in', user });
  });

  it('says "Invalid email or password" for a 401, whatever the server wrote', () => {
    expect(loginOutcome(error(401, 'INVALID_CREDENTIALS', 'nope'))).toEqual({
      kind: 'failed',
      message: 'Invalid email or password',
    });
  });

  it('offers the resend for an unverified address, with the server message', () => {
    const message =
      'Please verify your email address before signing in. Check your inbox for the link.';
    expect(loginOutcome(error(403, 'EMAIL_NOT_VERIFIED', message))).toEqual({
      kind: 'unverified',
      message,
    });
  });

  it('shows the server message of a 429', () => {
    const message = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
    expect(loginOutcome(error(429, 'TOO_MANY_ATTEMPTS', message))).toEqual({
      kind: 'failed',
      message,
    });
  });

  it('says "Login failed. Please try again." for anything else', () => {
    expect(
      loginOutcome(error(403, 'FORBIDDEN_ORIGIN', 'Cross-site requests are not allowed.')),
    ).toEqual({
      kind: 'failed',
      message: 'Login failed. Please try again.',
    });
    expect(loginOutcome({ status: 500, body: 'Internal Server Error' })).toEqual({
      kind: 'failed',
      message: AuthText.loginFailed,
    });
    expect(loginOutcome({ status: 200, body: { nope: true } })).toEqual({
      kind: 'failed',
      message: AuthText.loginFailed,
    });
  });
});

describe('registration outcomes', () => {
  it('confirms a 201', () => {
    expect(registerOutcome({ status: 201, body: { message: 'Registration successful!' } })).toEqual(
      { kind: 'registered' },
    );
  });

  it('puts a refused common password at the password field', () => {
    const message = 'This password is too common. Please choose a less guessable one.';
    expect(registerOutcome(error(400, 'COMMON_PASSWORD', message))).toEqual({
      kind: 'rejected',
      message,
      field: 'password',
    });
  });

  it('shows any other validation message of the server', () => {
    expect(registerOutcome(error(400, 'VALIDATION_FAILED', 'Name is required'))).toEqual({
      kind: 'rejected',
      message: 'Name is required',
    });
  });

  it('says "Registration failed. Please try again." for other answers', () => {
    expect(registerOutcome({ status: 500, body: null })).toEqual({
      kind: 'failed',
      message: 'Registration failed. Please try again.',
    });
    expect(registerOutcome({ status: 400, body: 'bad' })).toEqual({
      kind: 'failed',
      message: 'Registration failed. Please try again.',
    });
  });
});

describe('verification outcomes', () => {
  it('verifies on a 200', () => {
    expect(verifyEmailOutcome({ status: 200, body: { message: 'ok' } })).toEqual({
      kind: 'verified',
    });
  });

  it('turns a 400 that says expired into the expired state with the SPEC message', () => {
    const expired = {
      kind: 'expired',
      message: 'This verification link has expired. Please request a new one.',
    };
    expect(
      verifyEmailOutcome(error(400, 'TOKEN_EXPIRED', 'This verification link has expired.')),
    ).toEqual(expired);
    expect(verifyEmailOutcome(error(400, 'SOMETHING', 'Token EXPIRED'))).toEqual(expired);
  });

  it('shows the server error of another 400, or its default', () => {
    const message = 'This verification link is not valid. Please request a new one.';
    expect(verifyEmailOutcome(error(400, 'TOKEN_INVALID', message))).toEqual({
      kind: 'rejected',
      message,
    });
    expect(verifyEmailOutcome({ status: 400, body: {} })).toEqual({
      kind: 'rejected',
      message: 'Invalid or expired token',
    });
  });

  it('says an error occurred for any other answer', () => {
    expect(verifyEmailOutcome({ status: 502, body: '' })).toEqual({
      kind: 'failed',
      message: 'An error occurred during verification. Please try again.',
    });
  });

  it('words the resend answers as SPEC does', () => {
    expect(resendVerificationOutcome({ status: 200, body: { message: 'x' } })).toEqual({
      kind: 'done',
      message: 'A new verification email has been sent to your email address.',
    });
    expect(resendVerificationOutcome({ status: 404, body: null }).message).toBe(
      'Email address not found. Please try registering again.',
    );
    expect(resendVerificationOutcome({ status: 500, body: null }).message).toBe(
      'Failed to resend verification email. Please try again.',
    );
    expect(resendVerificationOutcome(error(429, 'RATE_LIMITED', 'Slow down.')).message).toBe(
      'Slow down.',
    );
  });
});

describe('password outcomes', () => {
  it('confirms a reset e-mail, or shows the server error, or the default', () => {
    expect(forgotPasswordOutcome({ status: 200, body: { message: 'x' } })).toEqual({
      kind: 'done',
      message: 'Password reset email sent! Check your inbox.',
    });
    expect(
      forgotPasswordOutcome(error(400, 'VALIDATION_FAILED', 'Please enter a valid email address'))
        .message,
    ).toBe('Please enter a valid email address');
    expect(forgotPasswordOutcome({ status: 500, body: null }).message).toBe(
      'Failed to send reset email',
    );
  });

  it('tells an unusable reset link apart from a refused password', () => {
    expect(resetPasswordOutcome({ status: 200, body: { message: 'x' } })).toEqual({
      kind: 'reset',
    });
    const invalid = 'Invalid reset link. Please request a new password reset.';
    expect(resetPasswordOutcome(error(400, 'TOKEN_INVALID', invalid))).toEqual({
      kind: 'link-invalid',
      message: invalid,
    });
    const expired = 'This reset link has expired. Please request a new password reset.';
    expect(resetPasswordOutcome(error(400, 'TOKEN_EXPIRED', expired))).toEqual({
      kind: 'link-invalid',
      message: expired,
    });
    expect(resetPasswordOutcome(error(400, 'COMMON_PASSWORD', 'Too common.'))).toEqual({
      kind: 'rejected',
      message: 'Too common.',
      field: 'password',
    });
    expect(resetPasswordOutcome({ status: 503, body: null })).toEqual({
      kind: 'failed',
      message: 'Failed to reset password',
    });
  });

  it('puts each refusal of a password change at its field', () => {
    expect(changePasswordOutcome({ status: 200, body: { message: 'x' } })).toEqual({
      kind: 'changed',
    });
    expect(
      changePasswordOutcome(error(400, 'WRONG_CURRENT_PASSWORD', 'Current password is incorrect')),
    ).toEqual({
      kind: 'rejected',
      message: 'Current password is incorrect',
      field: 'currentPassword',
    });
    for (const code of ['SAME_PASSWORD', 'COMMON_PASSWORD']) {
      expect(changePasswordOutcome(error(400, code, 'm'))).toEqual({
        kind: 'rejected',
        message: 'm',
        field: 'newPassword',
      });
    }
    expect(changePasswordOutcome(error(403, 'NOT_AN_EMAIL_ACCOUNT', 'x'))).toEqual({
      kind: 'failed',
      message: 'Password management is only available for email-based accounts.',
    });
    expect(
      changePasswordOutcome(error(401, 'UNAUTHENTICATED', 'Please sign in to continue.')),
    ).toEqual({
      kind: 'failed',
      message: 'Please sign in to continue.',
    });
    expect(changePasswordOutcome({ status: 500, body: null })).toEqual({
      kind: 'failed',
      message: 'Failed to change password',
    });
  });
});
