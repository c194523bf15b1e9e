import { contract } from '@billfold/contract';
import { Controller, Inject, Req } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request, Response } from 'express';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { devOutboxCredentialsOf, setDevOutboxCookie } from './dev-outbox-cookie.js';
import { toOutboxMailDto } from './dev-outbox.mapper.js';
import { DevOutboxService } from './dev-outbox.service.js';

@Controller()
export class DevOutboxController {
  constructor(
    @Inject(DevOutboxService) private readonly outbox: DevOutboxService,
    @Inject(API_ENV) private readonly env: ApiEnv,
  ) {}

  @TsRestHandler(contract.devOutbox)
  handler(@Req() request: Request) {
    // Not @Res(): with it, ts-rest's interceptor never sends the handler's answer.
    const response = request.res as Response;
    return tsRestHandler(contract.devOutbox, {
      list: async () => {
        const mails = await this.outbox.listRecent(devOutboxCredentialsOf(request));
        // Password-reset links: never kept by a cache.
        response.setHeader('cache-control', 'no-store');
        return { status: 200, body: { mails: mails.map(toOutboxMailDto) } };
      },
      openSession: ({ body }) => {
        setDevOutboxCookie(response, this.outbox.openSession(body.token), this.env);
        return Promise.resolve({ status: 204 as const, body: undefined });
      },
    });
  }
}
