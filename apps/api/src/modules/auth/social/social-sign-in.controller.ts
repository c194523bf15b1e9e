import { contract } from '@billfold/contract';
import { Controller, Inject, Req, UseGuards } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Response } from 'express';
import { toUserDto } from '../auth.mapper.js';
import { clientInfo } from '../client-info.js';
import { SessionCookies } from '../session-cookies.js';
import { OAuthFlowCookies } from './oauth-flow-cookies.js';
import {
  publicProviders,
  SOCIAL_PROVIDERS_CONFIG,
  type SocialProvidersConfig,
} from './social-providers.js';
import {
  FacebookSignInGuard,
  GitHubSignInGuard,
  GoogleSignInGuard,
  OAuthStartGuard,
  type SocialSignInRequest,
  XSignInGuard,
} from './social-sign-in.guards.js';
import { SocialSignInService } from './social-sign-in.service.js';

const routes = contract.socialSignIn;

/**
 * Social sign-in. Each provider's passport strategy runs in the route's guard (AuthGuard with the
 * provider's name), which leaves the provider's profile in `request.user`, or the started sign-in
 * in `request.oauthStart`; Not @Res() below: with it, ts-rest's interceptor never sends the answer.
 */
@Controller()
export class SocialSignInController {
  constructor(
    private readonly social: SocialSignInService,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
    @Inject(OAuthFlowCookies) private readonly flowCookies: OAuthFlowCookies,
    @Inject(SOCIAL_PROVIDERS_CONFIG) private readonly config: SocialProvidersConfig,
  ) {}

  @TsRestHandler(routes.providers)
  providers() {
    return tsRestHandler(routes.providers, () =>
      Promise.resolve({ status: 200 as const, body: publicProviders(this.config) }),
    );
  }

  @TsRestHandler(routes.startOAuth)
  @UseGuards(OAuthStartGuard)
  startOAuth(@Req() request: SocialSignInRequest) {
    return tsRestHandler(routes.startOAuth, ({ body }) => {
      const start = request.oauthStart;
      if (!start) throw new Error('startOAuth ran without OAuthStartGuard');
      this.flowCookies.set(request.res as Response, body.provider, start.browserKey);
      return Promise.resolve({
        status: 200 as const,
        body: { url: start.url, state: start.state },
      });
    });
  }

  @TsRestHandler(routes.googleSign)
  @UseGuards(GoogleSignInGuard)
  googleSign(@Req() request: SocialSignInRequest) {
    return tsRestHandler(routes.googleSign, () => this.signIn(request));
  }

  @TsRestHandler(routes.githubSign)
  @UseGuards(GitHubSignInGuard)
  githubSign(@Req() request: SocialSignInRequest) {
    return tsRestHandler(routes.githubSign, () => this.signIn(request));
  }

  @TsRestHandler(routes.twitterSign)
  @UseGuards(XSignInGuard)
  twitterSign(@Req() request: SocialSignInRequest) {
    return tsRestHandler(routes.twitterSign, () => this.signIn(request));
  }

  @TsRestHandler(routes.facebookSign)
  @UseGuards(FacebookSignInGuard)
  facebookSign(@Req() request: SocialSignInRequest) {
    return tsRestHandler(routes.facebookSign, () => this.signIn(request));
  }

  /** The account of the profile the guard's strategy gave, and a session in cookies. */
  private async signIn(request: SocialSignInRequest) {
    if (!request.user) throw new Error('A social sign-in ran without its guard');
    const { user, tokens } = await this.social.signIn(request.user, clientInfo(request));
    this.cookies.set(request.res as Response, tokens);
    return { status: 200 as const, body: { user: toUserDto(user) } };
  }
}
