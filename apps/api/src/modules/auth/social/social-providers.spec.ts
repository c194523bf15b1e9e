import { environmentError } from '@billfold/test-support/environment';
import { describe, expect, it } from 'vitest';
import { loadApiEnv } from '../../../config/env.js';
import { googleSignInPolicy, publicProviders, socialProvidersConfig } from './social-providers.js';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/billfold';

describe('social providers configuration', () => {
  it('turns a provider on only with its client id and secret, and redirects to {PUBLIC_URL}/login', () => {
    const env = loadApiEnv({
      DATABASE_URL,
      PUBLIC_URL: 'https://billfold.example/',
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3/',
    });
    const config = socialProvidersConfig(env);
    expect(config.github).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      apiUrl: 'https://ghe.example.com/api/v3',
      redirectUri: 'https://billfold.example/login',
    });
    expect(publicProviders(config)).toEqual({
      google: null,
      github: true,
      twitter: false,
      facebook: false,
    });
    expect(googleSignInPolicy(env)).toBeNull();
  });

  it('refuses to start with a client id and no secret, or a secret and no id', () => {
    const error = environmentError(() =>
      loadApiEnv({
        DATABASE_URL,
        GITHUB_CLIENT_ID: 'id',
        X_CLIENT_SECRET: 'secret',
        FACEBOOK_APP_ID: 'app',
      }),
    );
    expect(error.problems.sort()).toEqual([
      'FACEBOOK_APP_SECRET: is required when FACEBOOK_APP_ID is set',
      'GITHUB_CLIENT_SECRET: is required when GITHUB_CLIENT_ID is set',
      'X_CLIENT_ID: is required when X_CLIENT_SECRET is set',
    ]);
  });

  it("opens the page policy to Google's script, frames and styles only when Google is configured", () => {
    const env = loadApiEnv({ DATABASE_URL, GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' });
    expect(googleSignInPolicy(env)).toMatchObject({
      scriptSrc: ['https://accounts.google.com/gsi/client'],
      frameSrc: ['https://accounts.google.com/gsi/'],
      connectSrc: ['https://accounts.google.com/gsi/'],
      styleSrc: ['https://accounts.google.com/gsi/style'],
    });
  });
});
