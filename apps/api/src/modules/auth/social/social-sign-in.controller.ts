import { contract, type RedirectProvider } from '@billfold/contract';
import { Controller, Inject, Req } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request, Response } from 'express';
import { toUserDto } from '../auth.mapper.js';
import { clientInfo } from '../client-info.js';
import { SessionCookies } from '../session-cookies.js';
import { OAuthFlowCookies } from './oauth-flow-cookies.js';
import {
  publicProviders,
  SOCIAL_PROVIDERS_CONFIG,
  type SocialProvidersConfig,
} from './social-providers.js';
import { type SignedIn, SocialSignInService } from './social-sign-in.service.js';

@Controller()
export class SocialSignInController {
  constructor(
    private readonly social: SocialSignInService,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
    @Inject(OAuthFlowCookies) private readonly flowCookies: OAuthFlowCookies,
    @Inject(SOCIAL_PROVIDERS_CONFIG) private readonly config: SocialProvidersConfig,
  ) {}

  @TsRestHandler(contract.socialSignIn)
  handler(@Req() request: Request) {
    // Not @Res(): with it, ts-rest's interceptor never sends the handler's answer.
    const response = request.res as Response;
    const signedIn = ({ user, tokens }: SignedIn) => {
      this.cookies.set(response, tokens);
      return { status: 200 as const, body: { user: toUserDto(user) } };
    };
    const withCode = async (provider: RedirectProvider, code: string) => {
      const browserKey = this.flowCookies.read(request, provider);
      // The flow ends with this attempt, whatever its outcome.
      this.flowCookies.clear(response, provider);
      return signedIn(
        await this.social.signInWithCode(provider, code, browserKey, clientInfo(request)),
      );
    };
    return tsRestHandler(contract.socialSignIn, {
      providers: () =>
        Promise.resolve({ status: 200 as const, body: publicProviders(this.config) }),
      startOAuth: async ({ body }) => {
        const start = await this.social.startAuthorization(body.provider);
        this.flowCookies.set(response, body.provider, start.browserKey);
        return { status: 200, body: { url: start.url, state: start.state } };
      },
      googleSign: async ({ body }) =>
        signedIn(await this.social.signInWithGoogle(body.token, clientInfo(request))),
      githubSign: ({ body }) => withCode('github', body.token),
      twitterSign: ({ body }) => withCode('twitter', body.token),
      facebookSign: ({ body }) => withCode('facebook', body.token),
    });
  }
}
