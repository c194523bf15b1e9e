import { contract } from '@billfold/contract';
import { Controller, Inject, Req } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request, Response } from 'express';
import { toUserDto } from './auth.mapper.js';
import { AuthService } from './auth.service.js';
import { SessionCookies } from './session-cookies.js';
import { clientInfo } from './client-info.js';
import { SessionsService } from './sessions.service.js';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
  ) {}

  /** The whole auth router in one handler: a route of the contract missing here is a compile error. */
  @TsRestHandler(contract.auth)
  handler(@Req() request: Request) {
    // Not @Res(): with it, ts-rest's interceptor never sends the handler's answer.
    const response = request.res as Response;
    return tsRestHandler(contract.auth, {
      register: async ({ body }) => ({
        status: 201,
        body: { message: await this.auth.register(body) },
      }),
      verifyEmail: async ({ body }) => ({
        status: 200,
        body: { message: await this.auth.verifyEmail(body.token) },
      }),
      resendVerification: async ({ body }) => ({
        status: 200,
        body: { message: await this.auth.resendVerification(body.email) },
      }),
      loginEmail: async ({ body }) => {
        const { user, tokens } = await this.auth.login(body, clientInfo(request));
        this.cookies.set(response, tokens);
        return { status: 200, body: { user: toUserDto(user) } };
      },
      verifySession: async () => {
        const session = await this.sessions.require(this.cookies.accessToken(request));
        return { status: 200, body: toUserDto(session.user) };
      },
      refresh: async () => {
        const outcome = await this.sessions.refresh(this.cookies.refreshToken(request));
        this.cookies.afterRefresh(response, outcome);
        if (outcome.status === 'failed') throw outcome.error;
        return { status: 200, body: { user: toUserDto(outcome.user) } };
      },
      logout: async () => {
        await this.sessions.logout(
          this.cookies.accessToken(request),
          this.cookies.refreshToken(request),
        );
        this.cookies.clear(response);
        return { status: 204, body: undefined };
      },
      forgotPassword: async ({ body }) => ({
        status: 200,
        body: { message: await this.auth.forgotPassword(body.email) },
      }),
      resetPassword: async ({ body }) => ({
        status: 200,
        body: { message: await this.auth.resetPassword(body) },
      }),
      changePassword: async ({ body }) => {
        const session = await this.sessions.require(this.cookies.accessToken(request));
        return {
          status: 200,
          body: { message: await this.auth.changePassword(session.user, session.sessionId, body) },
        };
      },
    });
  }
}
