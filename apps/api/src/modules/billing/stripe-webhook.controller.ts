import { contract } from '@billfold/contract';
import { Controller, Req } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { StripeWebhooksService } from './stripe-webhooks.service.js';

/** Called by Stripe, not by a browser: no session; the signature is the authentication. */
@Controller()
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhooksService) {}

  @TsRestHandler(contract.stripeWebhook)
  handler(@Req() request: Request) {
    return tsRestHandler(contract.stripeWebhook, {
      receive: async ({ headers }) => {
        // The raw bytes (app.factory.ts keeps them raw on this path).
        await this.webhooks.receive(request.body, headers['stripe-signature']);
        return { status: 200, body: { received: true } };
      },
    });
  }
}
