import { contract } from '@billfold/contract';
import { Controller, UseGuards } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentSession, SessionGuard } from '../auth/session.guard.js';
import type { AuthenticatedSession } from '../auth/sessions.service.js';
import { CheckoutSessionsService } from './checkout-sessions.service.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Controller()
@UseGuards(SessionGuard)
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly checkoutSessions: CheckoutSessionsService,
  ) {}

  @TsRestHandler(contract.subscriptions)
  handler(@CurrentSession() session: AuthenticatedSession) {
    const user = session.user;
    return tsRestHandler(contract.subscriptions, {
      plans: async () => ({ status: 200, body: await this.subscriptions.listPlans() }),
      current: async () => ({ status: 200, body: await this.subscriptions.current(user) }),
      checkoutBasic: async () => ({
        status: 200,
        body: await this.subscriptions.checkout(user, 'basic'),
      }),
      checkoutPremium: async () => ({
        status: 200,
        body: await this.subscriptions.checkout(user, 'premium'),
      }),
      checkoutSession: async ({ params }) => ({
        status: 200,
        body: await this.checkoutSessions.find(user, params.sessionId),
      }),
      cancel: async () => ({ status: 200, body: await this.subscriptions.cancel(user) }),
    });
  }
}
