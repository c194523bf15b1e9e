import {
  AuthSessionsRepository,
  IdentitiesRepository,
  LoginThrottlesRepository,
  OAuthFlowsRepository,
  OneTimeTokensRepository,
  UsersRepository,
} from '@billfold/db';
import { provideRepository } from '@billfold/db/nest';
import { Module } from '@nestjs/common';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { AuthMailService } from './mail/auth-mail.service.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordPolicy } from './password-policy.js';
import { SessionGuard } from './session.guard.js';
import { SessionCookies } from './session-cookies.js';
import { SessionsService } from './sessions.service.js';
import { OAuthFlowCookies } from './social/oauth-flow-cookies.js';
import { OAuthFlowsService } from './social/oauth-flows.service.js';
import { SOCIAL_PROVIDERS_CONFIG, socialProvidersConfig } from './social/social-providers.js';
import { SocialSignInController } from './social/social-sign-in.controller.js';
import { SocialSignInService } from './social/social-sign-in.service.js';
import { SOCIAL_STRATEGIES } from './social/strategies/social-strategies.js';

/** E-mail accounts, social sign-in and sessions. Exports the session guard for every signed-in route. */
@Module({
  controllers: [AuthController, SocialSignInController],
  providers: [
    provideRepository(UsersRepository),
    provideRepository(AuthSessionsRepository),
    provideRepository(OneTimeTokensRepository),
    provideRepository(LoginThrottlesRepository),
    provideRepository(IdentitiesRepository),
    provideRepository(OAuthFlowsRepository),
    {
      provide: SessionCookies,
      inject: [API_ENV],
      useFactory: (env: ApiEnv) => new SessionCookies(env),
    },
    {
      provide: OAuthFlowCookies,
      inject: [API_ENV],
      useFactory: (env: ApiEnv) => new OAuthFlowCookies(env),
    },
    { provide: SOCIAL_PROVIDERS_CONFIG, inject: [API_ENV], useFactory: socialProvidersConfig },
    AuthService,
    SessionsService,
    LoginThrottleService,
    AuthMailService,
    PasswordHasher,
    PasswordPolicy,
    SessionGuard,
    OAuthFlowsService,
    SocialSignInService,
    ...SOCIAL_STRATEGIES,
  ],
  exports: [SessionGuard, SessionsService, SessionCookies, UsersRepository],
})
export class AuthModule {}
