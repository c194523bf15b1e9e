import { OutboxMailsRepository } from '@billfold/db';
import { provideRepository } from '@billfold/db/nest';
import { type DynamicModule, Module } from '@nestjs/common';
import type { ApiEnv } from '../../config/api-config.js';
import { DevOutboxAccessService } from './dev-outbox-access.service.js';
import { DevOutboxController } from './dev-outbox.controller.js';
import { DevOutboxService } from './dev-outbox.service.js';

/**
 * The dev outbox page's data: only when MAIL_DEV_OUTBOX is on (local runs without SMTP), and
 * only to whoever holds the outbox token, since it shows every stored e-mail, links included.
 */
@Module({})
export class DevOutboxModule {
  static forRoot(env: ApiEnv): DynamicModule {
    if (!env.MAIL_DEV_OUTBOX) return { module: DevOutboxModule };
    return {
      module: DevOutboxModule,
      controllers: [DevOutboxController],
      providers: [
        provideRepository(OutboxMailsRepository),
        DevOutboxAccessService,
        DevOutboxService,
      ],
    };
  }
}
