import { type OutboxMail, OutboxMailsRepository } from '@billfold/db';
import { Inject, Injectable } from '@nestjs/common';
import { type DevOutboxCredentials, DevOutboxAccessService } from './dev-outbox-access.service.js';

/** How many of the latest e-mails the dev outbox shows. */
const MAILS_SHOWN = 50;

/** The dev outbox: the latest stored e-mails, to whoever holds the outbox token or its cookie. */
@Injectable()
export class DevOutboxService {
  constructor(
    @Inject(OutboxMailsRepository) private readonly mails: OutboxMailsRepository,
    @Inject(DevOutboxAccessService) private readonly access: DevOutboxAccessService,
  ) {}

  /** The latest e-mails, newest first; DEV_OUTBOX_TOKEN_REQUIRED without the token or its cookie. */
  async listRecent(credentials: DevOutboxCredentials): Promise<OutboxMail[]> {
    this.access.assertAllowed(credentials);
    return this.mails.listRecent(MAILS_SHOWN);
  }

  /** The cookie value a browser gets for the token; DEV_OUTBOX_TOKEN_REQUIRED for a wrong one. */
  openSession(token: string): string {
    return this.access.exchange(token);
  }
}
