import {
  AuthErrorCode,
  ErrorResponseSchema,
  UserEnvelopeSchema,
  type ErrorResponse,
  type User,
} from '@billfold/contract';

/** The user-facing texts of the accounts pages: SPEC section 8, word for word. */
export const AuthText = {
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed. Please try again.',
  registered: 'Registration successful! Please check your email to verify your account.',
  registrationFailed: 'Registration failed. Please try again.',
  registrationError: 'An error occurred during registration. Please try again.',
  verificationLinkMissing: 'Invalid verification link',
  verificationExpired: 'This verification link has expired. Please request a new one.',
  verificationRejected: 'Invalid or expired token',
  verificationError: 'An error occurred during verification. Please try again.',
  emailVerified: 'Email verified successfully! You can now log in.',
  verificationSent: 'A new verification email has been sent to your email address.',
  resendNotFound: 'Email address not found. Please try registering again.',
  resendFailed: 'Failed to resend verification email. Please try again.',
  resetEmailSent: 'Password reset email sent! Check your inbox.',
  resetEmailFailed: 'Failed to send reset email',
  resetLinkInvalid: 'Invalid reset link. Please request a new password reset.',
  resetFailed: 'Failed to reset password',
  passwordReset: 'Password reset successfully! You can now log in with your new password.',
  changeFailed: 'Failed to change password',
  passwordChanged: 'Password changed successfully!',
  notAnEmailAccount: 'Password management is only available for email-based accounts.',
} as const;

/** What a call answered: its status and parsed body (ts-rest's response, or a test's stand-in). */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * An accounts call whose answer is read as an outcome by `read`; a call that gets no answer at all
 * (the network, the server down) fails with `failedMessage`.
 */
export function outcomeCall<Input, Outcome>(
  call: (input: Input) => Promise<Answer>,
  read: (answer: Answer) => Outcome,
  failedMessage: string,
): (input: Input) => Promise<Outcome | { kind: 'failed'; message: string }> {
  return async (input) => {
    try {
      return read(await call(input));
    } catch {
      return { kind: 'failed', message: failedMessage };
    }
  };
}

/** The server's `{ code, message }`, or undefined when the body is not one. */
export function errorOf(answer: Answer): ErrorResponse | undefined {
  const parsed = ErrorResponseSchema.safeParse(answer.body);
  return parsed.success ? parsed.data : undefined;
}

export type SignedInOutcome =
  { kind: 'signed-in'; user: User } | { kind: 'failed'; message: string };

/** A sign-in's 200 answer: the user it carries, else `failure` (the body is not a user). */
export function signedInOutcome(answer: Answer, failure: string): SignedInOutcome {
  const parsed = UserEnvelopeSchema.safeParse(answer.body);
  return parsed.success
    ? { kind: 'signed-in', user: parsed.data.user }
    : { kind: 'failed', message: failure };
}

export type LoginOutcome =
  | SignedInOutcome
  /** The account exists but its address is not verified yet: offer to resend the link. */
  | { kind: 'unverified'; message: string };

export function loginOutcome(answer: Answer): LoginOutcome {
  if (answer.status === 200) return signedInOutcome(answer, AuthText.loginFailed);
  const error = errorOf(answer);
  if (answer.status === 401) return { kind: 'failed', message: AuthText.invalidCredentials };
  if (answer.status === 403 && error?.code === AuthErrorCode.EMAIL_NOT_VERIFIED) {
    return { kind: 'unverified', message: error.message };
  }
  // Too many attempts (the server says how long to wait) and a rejected input speak for themselves.
  if ((answer.status === 429 || answer.status === 400) && error)
    return { kind: 'failed', message: error.message };
  return { kind: 'failed', message: AuthText.loginFailed };
}

export type RegisterOutcome =
  | { kind: 'registered' }
  /** A rule of the server: shown at the field it concerns when there is one. */
  | { kind: 'rejected'; message: string; field?: 'password' }
  | { kind: 'failed'; message: string };

export function registerOutcome(answer: Answer): RegisterOutcome {
  if (answer.status === 201) return { kind: 'registered' };
  const error = errorOf(answer);
  if (answer.status === 400 && error) {
    return error.code === AuthErrorCode.COMMON_PASSWORD
      ? { kind: 'rejected', message: error.message, field: 'password' }
      : { kind: 'rejected', message: error.message };
  }
  return { kind: 'failed', message: AuthText.registrationFailed };
}

export type VerifyEmailOutcome =
  | { kind: 'verified' }
  | { kind: 'expired'; message: string }
  | { kind: 'rejected'; message: string }
  | { kind: 'failed'; message: string };

export function verifyEmailOutcome(answer: Answer): VerifyEmailOutcome {
  if (answer.status === 200) return { kind: 'verified' };
  if (answer.status === 400) {
    const error = errorOf(answer);
    if (error?.code === AuthErrorCode.TOKEN_EXPIRED || /expired/i.test(error?.message ?? '')) {
      return { kind: 'expired', message: AuthText.verificationExpired };
    }
    return { kind: 'rejected', message: error?.message || AuthText.verificationRejected };
  }
  return { kind: 'failed', message: AuthText.verificationError };
}

export type MessageOutcome =
  { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export function resendVerificationOutcome(answer: Answer): MessageOutcome {
  if (answer.status === 200) return { kind: 'done', message: AuthText.verificationSent };
  if (answer.status === 404) return { kind: 'failed', message: AuthText.resendNotFound };
  const error = errorOf(answer);
  // Too many requests: the server says how long to wait.
  if (answer.status === 429 && error) return { kind: 'failed', message: error.message };
  return { kind: 'failed', message: AuthText.resendFailed };
}

export function forgotPasswordOutcome(answer: Answer): MessageOutcome {
  if (answer.status === 200) return { kind: 'done', message: AuthText.resetEmailSent };
  return { kind: 'failed', message: errorOf(answer)?.message || AuthText.resetEmailFailed };
}

export type ResetPasswordOutcome =
  | { kind: 'reset' }
  /** The link is unknown, used or expired: only a new one helps. */
  | { kind: 'link-invalid'; message: string }
  | { kind: 'rejected'; message: string; field?: 'password' }
  | { kind: 'failed'; message: string };

export function resetPasswordOutcome(answer: Answer): ResetPasswordOutcome {
  if (answer.status === 200) return { kind: 'reset' };
  const error = errorOf(answer);
  if (answer.status === 400 && error) {
    if (error.code === AuthErrorCode.TOKEN_INVALID || error.code === AuthErrorCode.TOKEN_EXPIRED) {
      return { kind: 'link-invalid', message: error.message || AuthText.resetLinkInvalid };
    }
    if (error.code === AuthErrorCode.COMMON_PASSWORD)
      return { kind: 'rejected', message: error.message, field: 'password' };
  }
  return { kind: 'failed', message: error?.message || AuthText.resetFailed };
}

export type ChangePasswordOutcome =
  | { kind: 'changed' }
  | { kind: 'rejected'; message: string; field?: 'currentPassword' | 'newPassword' }
  | { kind: 'failed'; message: string };

export function changePasswordOutcome(answer: Answer): ChangePasswordOutcome {
  if (answer.status === 200) return { kind: 'changed' };
  const error = errorOf(answer);
  if (answer.status === 400 && error) {
    switch (error.code) {
      case AuthErrorCode.WRONG_CURRENT_PASSWORD:
        return { kind: 'rejected', message: error.message, field: 'currentPassword' };
      case AuthErrorCode.SAME_PASSWORD:
      case AuthErrorCode.COMMON_PASSWORD:
        return { kind: 'rejected', message: error.message, field: 'newPassword' };
      default:
        return { kind: 'rejected', message: error.message };
    }
  }
  if (answer.status === 403 && error?.code === AuthErrorCode.NOT_AN_EMAIL_ACCOUNT) {
    return { kind: 'failed', message: AuthText.notAnEmailAccount };
  }
  return { kind: 'failed', message: error?.message || AuthText.changeFailed };
}
