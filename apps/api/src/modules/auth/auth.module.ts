import { AuthSessionsRepository, LoginThrottlesRepository, OneTimeTokensRepository, UsersRepository } from '@billfold/db';
import { Module } from '@nestjs/common';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { provideRepository } from '../../database/repository.provider.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { AuthMailService } from './mail/auth-mail.service.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordPolicy } from './password-policy.js';
import { SessionGuard } from './session.guard.js';
import { SessionCookies } from './session-cookies.js';
import { SessionsService } from './sessions.service.js';

/** E-mail accounts and sessions. Exports the session guard for every signed-in route. */
@Module({
  controllers: [AuthController],
  providers: [
    provideRepository(UsersRepository),
    provideRepository(AuthSessionsRepository),
    provideRepository(OneTimeTokensRepository),
    provideRepository(LoginThrottlesRepository),
    { provide: SessionCookies, inject: [API_ENV], useFactory: (env: ApiEnv) => new SessionCookies(env) },
    AuthService,
    SessionsService,
    LoginThrottleService,
    AuthMailService,
    PasswordHasher,
    PasswordPolicy,
    SessionGuard,
  ],
  exports: [SessionGuard, SessionsService, SessionCookies, UsersRepository],
})
export class AuthModule {}
