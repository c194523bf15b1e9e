import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { Request } from 'express';
import { signInRequired } from './auth.errors.js';
import { SessionCookies } from './session-cookies.js';
import { type AuthenticatedSession, SessionsService } from './sessions.service.js';

type RequestWithSession = Request & { session?: AuthenticatedSession };

/** Lets a request through only with a live access session, which it attaches to the request. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    const session = await this.sessions.authenticateRequest(this.cookies.accessToken(request));
    if (!session) throw signInRequired();
    request.session = session;
    return true;
  }
}

/** The session SessionGuard attached. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedSession => {
    const session = context.switchToHttp().getRequest<RequestWithSession>().session;
    if (!session) throw new Error('CurrentSession used on a route without SessionGuard');
    return session;
  },
);
