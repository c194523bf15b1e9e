import {
  SocialSignInErrorCode,
  SocialSignInText,
  type SocialProviderName,
} from '@billfold/contract';
import { errorOf, signedInOutcome, type Answer, type SignedInOutcome } from './auth-outcomes';

export type SocialSignInOutcome = SignedInOutcome;

/** What a social sign-in call answered, in SPEC section 8's words where it has them. */
export function socialSignInOutcome(
  provider: SocialProviderName,
  answer: Answer,
): SocialSignInOutcome {
  if (answer.status === 200) return signedInOutcome(answer, SocialSignInText.loginError);
  const error = errorOf(answer);
  if (answer.status === 401) {
    return error?.code === SocialSignInErrorCode.OAUTH_STATE_INVALID
      ? { kind: 'failed', message: SocialSignInText.invalidState }
      : { kind: 'failed', message: SocialSignInText.failed(provider) };
  }
  // Not configured, or the provider could not be reached: the server says which.
  if ((answer.status === 404 || answer.status === 502) && error)
    return { kind: 'failed', message: error.message };
  return { kind: 'failed', message: SocialSignInText.loginError };
}

export type StartOutcome =
  { kind: 'redirect'; url: string; state: string } | { kind: 'failed'; message: string };

export function startOutcome(answer: Answer): StartOutcome {
  const body = answer.body as { url?: unknown; state?: unknown } | undefined;
  if (answer.status === 200 && typeof body?.url === 'string' && typeof body.state === 'string') {
    return { kind: 'redirect', url: body.url, state: body.state };
  }
  const error = errorOf(answer);
  if (answer.status === 404 && error) return { kind: 'failed', message: error.message };
  return { kind: 'failed', message: SocialSignInText.loginError };
}
