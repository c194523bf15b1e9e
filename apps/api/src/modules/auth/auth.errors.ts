import { AuthErrorCode, CommonErrorCode, SESSION_EXPIRED_MESSAGE } from '@billfold/contract';
import { COMMON_PASSWORD_MESSAGE } from '@billfold/contract/passwords';
import { AppError } from '../../common/errors/app-error.js';

export { AuthErrorCode };

export class AuthError extends AppError {
  declare readonly code: AuthErrorCode;

  constructor(code: AuthErrorCode, message: string) {
    super(code, message);
  }

  /** The refresh token is unknown, expired, revoked or reused: the session has ended. */
  static sessionExpired(): AuthError {
    return new AuthError(AuthErrorCode.SESSION_EXPIRED, AuthMessage.sessionExpired);
  }
}

/** No live session: nobody is signed in (401 UNAUTHENTICATED). */
export function signInRequired(): AppError {
  return new AppError(CommonErrorCode.UNAUTHENTICATED, AuthMessage.signInRequired);
}

/** User-facing texts (SPEC.md section 8 where it names one). */
export const AuthMessage = {
  invalidCredentials: 'Invalid email or password',
  emailNotVerified:
    'Please verify your email address before signing in. Check your inbox for the link.',
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  verificationLinkInvalid: 'This verification link is not valid. Please request a new one.',
  verificationLinkExpired: 'This verification link has expired.',
  resetLinkInvalid: 'Invalid reset link. Please request a new password reset.',
  resetLinkExpired: 'This reset link has expired. Please request a new password reset.',
  commonPassword: COMMON_PASSWORD_MESSAGE,
  wrongCurrentPassword: 'Current password is incorrect',
  samePassword: 'New password must be different from current password',
  notAnEmailAccount: 'Password management is only available for email-based accounts.',
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  signInRequired: 'Please sign in to continue.',
  registered: 'Registration successful! Please check your email to verify your account.',
  verified: 'Email verified successfully! You can now log in.',
  verificationSent: 'A new verification email has been sent to your email address.',
  resetSent: 'Password reset email sent! Check your inbox.',
  passwordReset: 'Password reset successfully! You can now log in with your new password.',
  passwordChanged: 'Password changed successfully!',
} as const;
