import { contract } from '@billfold/contract';
import { OutboxMailsRepository } from '@billfold/db';
import { Controller, Inject } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';

@Controller()
export class DevOutboxController {
  constructor(@Inject(OutboxMailsRepository) private readonly mails: OutboxMailsRepository) {}

  @TsRestHandler(contract.devOutbox)
  handler() {
    return tsRestHandler(contract.devOutbox, {
      list: async () => {
        const mails = await this.mails.listRecent(50);
        return {
          status: 200,
          body: {
            mails: mails.map((mail) => ({
              id: mail.id,
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              html: mail.html,
              createdAt: mail.createdAt.toISOString(),
            })),
          },
        };
      },
    });
  }
}
