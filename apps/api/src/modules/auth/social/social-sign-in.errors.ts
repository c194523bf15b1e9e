import {
  SocialSignInErrorCode,
  SocialSignInText,
  type SocialProviderName,
} from '@billfold/contract';
import { AppError } from '../../../common/errors/app-error.js';

export { SocialSignInErrorCode };

export class SocialSignInError extends AppError {
  declare readonly code: SocialSignInErrorCode;

  constructor(code: SocialSignInErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message);
    if (options?.cause !== undefined) this.cause = options.cause;
  }

  /** The provider rejected the code, or the token did not verify. */
  static failed(provider: SocialProviderName, cause?: unknown): SocialSignInError {
    return new SocialSignInError(
      SocialSignInErrorCode.SOCIAL_SIGN_IN_FAILED,
      SocialSignInText.failed(provider),
      { cause },
    );
  }

  /** The provider could not be reached, or answered with a server error. */
  static unavailable(provider: SocialProviderName, cause?: unknown): SocialSignInError {
    return new SocialSignInError(
      SocialSignInErrorCode.PROVIDER_UNAVAILABLE,
      SocialSignInText.unavailable(provider),
      { cause },
    );
  }

  static notConfigured(provider: SocialProviderName): SocialSignInError {
    return new SocialSignInError(
      SocialSignInErrorCode.PROVIDER_NOT_CONFIGURED,
      SocialSignInText.notConfigured(provider),
    );
  }

  /** No live sign-in was started in this browser for the provider (missing, used or expired). */
  static invalidState(): SocialSignInError {
    return new SocialSignInError(
      SocialSignInErrorCode.OAUTH_STATE_INVALID,
      SocialSignInText.invalidState,
    );
  }
}
