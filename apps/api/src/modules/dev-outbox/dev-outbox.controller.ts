import { contract, DEV_OUTBOX_COOKIE, DEV_OUTBOX_COOKIE_PATH } from '@billfold/contract';
import { OutboxMailsRepository } from '@billfold/db';
import { Controller, Inject, Req } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request, Response } from 'express';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { publicUrl } from '../../config/env.js';
import { type DevOutboxCredentials, DevOutboxAccessService } from './dev-outbox-access.service.js';

const COOKIE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

@Controller()
export class DevOutboxController {
  constructor(
    @Inject(OutboxMailsRepository) private readonly mails: OutboxMailsRepository,
    @Inject(DevOutboxAccessService) private readonly access: DevOutboxAccessService,
    @Inject(API_ENV) private readonly env: ApiEnv,
  ) {}

  @TsRestHandler(contract.devOutbox)
  handler(@Req() request: Request) {
    // Not @Res(): with it, ts-rest's interceptor never sends the handler's answer.
    const response = request.res as Response;
    return tsRestHandler(contract.devOutbox, {
      list: async () => {
        this.access.assertAllowed(credentialsOf(request));
        // Password-reset links: never kept by a cache.
        response.setHeader('cache-control', 'no-store');
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
      openSession: ({ body }) => {
        const value = this.access.exchange(body.token);
        response.cookie(DEV_OUTBOX_COOKIE, value, {
          httpOnly: true,
          sameSite: 'strict',
          secure: publicUrl(this.env).startsWith('https:'),
          path: DEV_OUTBOX_COOKIE_PATH,
          maxAge: COOKIE_MAX_AGE_MS,
        });
        return Promise.resolve({ status: 204 as const, body: undefined });
      },
    });
  }
}

function credentialsOf(request: Request): DevOutboxCredentials {
  const authorization = request.get('authorization');
  const bearer = authorization?.match(/^Bearer (\S{1,512})$/i)?.[1];
  const cookie = (request.cookies as Record<string, unknown> | undefined)?.[DEV_OUTBOX_COOKIE];
  return {
    ...(bearer ? { bearer } : {}),
    ...(typeof cookie === 'string' && cookie.length > 0 && cookie.length <= 512 ? { cookie } : {}),
  };
}
