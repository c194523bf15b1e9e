import { redactUrl } from '@billfold/contract';
import { OutboxMailsRepository } from '@billfold/db';
import { provideRepository } from '@billfold/db/nest';
import {
  type DynamicModule,
  Inject,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { WORKER_ENV, type WorkerEnv } from '../config/worker-config.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';
import { MailSendProcessor } from './mail.processor.js';
import { OutboxMailTransport } from './outbox-mail.transport.js';
import { SendMailService } from './send-mail.service.js';
import { SmtpMailTransport } from './smtp-mail.transport.js';

function chooseTransport(env: WorkerEnv, outbox: OutboxMailsRepository): MailTransport {
  const logger = new Logger('Mail');
  if (env.SMTP_URL) {
    logger.log(`Mail transport: SMTP at ${redactUrl(env.SMTP_URL)}`);
    return new SmtpMailTransport(env.SMTP_URL);
  }
  if (env.NODE_ENV === 'production') {
    logger.warn(
      'Mail transport: none (SMTP_URL is unset): e-mails are kept in the dev outbox, not sent',
    );
    return new OutboxMailTransport(outbox, logger, { logLinks: false });
  }
  logger.log('Mail transport: dev outbox (SMTP_URL is unset)');
  return new OutboxMailTransport(outbox, logger);
}

@Module({})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  /** `transport` replaces the one chosen from SMTP_URL (tests use a slow or failing one). */
  static forRoot(options: { transport?: MailTransport } = {}): DynamicModule {
    return {
      module: MailModule,
      providers: [
        provideRepository(OutboxMailsRepository),
        options.transport
          ? { provide: MAIL_TRANSPORT, useValue: options.transport }
          : {
              provide: MAIL_TRANSPORT,
              inject: [WORKER_ENV, OutboxMailsRepository],
              useFactory: chooseTransport,
            },
        SendMailService,
        MailSendProcessor,
      ],
      exports: [MailSendProcessor],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport.close?.();
  }
}
