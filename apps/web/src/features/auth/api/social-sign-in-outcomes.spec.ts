import { describe, expect, it } from 'vitest';
import { socialSignInOutcome, startOutcome } from './social-sign-in-outcomes';

const user = {
  id: 'u1',
  name: 'Grace Hopper',
  email: null,
  avatarUrl: null,
  oAuthProvider: 'twitter',
  emailVerified: false,
  filesProcessed: 0,
};

describe('socialSignInOutcome', () => {
  it('signs in with the user of a 200', () => {
    expect(socialSignInOutcome('twitter', { status: 200, body: { user } })).toEqual({
      kind: 'signed-in',
      user,
    });
  });

  it("says SPEC's words for Google: refused, and anything else", () => {
    const refused = { status: 401, body: { code: 'SOCIAL_SIGN_IN_FAILED', message: 'x' } };
    expect(socialSignInOutcome('google', refused)).toEqual({
      kind: 'failed',
      message: 'Failed to authenticate with Google',
    });
    expect(
      socialSignInOutcome('google', { status: 500, body: { code: 'INTERNAL', message: 'x' } }),
    ).toEqual({
      kind: 'failed',
      message: 'An error occurred during login',
    });
  });

  it("says 'Invalid OAuth state' when the server finds no sign-in started in this browser", () => {
    expect(
      socialSignInOutcome('github', {
        status: 401,
        body: { code: 'OAUTH_STATE_INVALID', message: 'Invalid OAuth state' },
      }),
    ).toEqual({
      kind: 'failed',
      message: 'Invalid OAuth state',
    });
  });

  it("passes on the server's word when the provider is down or not configured", () => {
    const down = {
      status: 502,
      body: { code: 'PROVIDER_UNAVAILABLE', message: 'X could not be reached. Please try again.' },
    };
    expect(socialSignInOutcome('twitter', down)).toEqual({
      kind: 'failed',
      message: 'X could not be reached. Please try again.',
    });
  });
});

describe('startOutcome', () => {
  it('redirects to the URL with its state', () => {
    expect(
      startOutcome({
        status: 200,
        body: { url: 'https://github.com/login/oauth/authorize?x=1', state: 's' },
      }),
    ).toEqual({
      kind: 'redirect',
      url: 'https://github.com/login/oauth/authorize?x=1',
      state: 's',
    });
  });

  it('fails with the generic message when no answer makes sense', () => {
    expect(startOutcome({ status: 500, body: undefined })).toEqual({
      kind: 'failed',
      message: 'An error occurred during login',
    });
  });
});
