import { PlansRepository, SubscriptionsRepository, UsageRepository } from '@billfold/db';
import { provideRepository } from '@billfold/db/nest';
import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { AuthModule } from '../auth/auth.module.js';
import { CheckoutSessionsService } from './checkout-sessions.service.js';
import { planSettingsFrom } from './plan-settings.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhooksService } from './stripe-webhooks.service.js';
import { SubscriptionSyncService } from './subscription-sync.service.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Plans, subscriptions, Stripe Checkout and Stripe's webhooks. */
@Module({
  imports: [AuthModule],
  controllers: [SubscriptionsController, StripeWebhookController],
  providers: [
    provideRepository(PlansRepository),
    provideRepository(SubscriptionsRepository),
    provideRepository(UsageRepository),
    {
      provide: STRIPE_CLIENT,
      inject: [API_ENV],
      useFactory: (env: ApiEnv) => createStripeClient(env),
    },
    SubscriptionSyncService,
    SubscriptionsService,
    CheckoutSessionsService,
    StripeWebhooksService,
  ],
})
export class BillingModule implements OnModuleInit {
  private readonly logger = new Logger(BillingModule.name);

  constructor(
    @Inject(API_ENV) private readonly env: ApiEnv,
    @Inject(PlansRepository) private readonly plans: PlansRepository,
  ) {}

  /** The configured prices, quotas and Stripe prices become the stored plans (the worker reads them there). */
  async onModuleInit(): Promise<void> {
    await this.plans.configure(planSettingsFrom(this.env));
    if (!this.env.STRIPE_SECRET_KEY)
      this.logger.log(
        'Payments are not configured (STRIPE_SECRET_KEY unset): checkout answers 503',
      );
  }
}
