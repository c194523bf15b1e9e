import { contract } from '@billfold/contract';
import { Controller, UseGuards } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentSession, SessionGuard } from '../auth/session.guard.js';
import type { AuthenticatedSession } from '../auth/sessions.service.js';
import { toReportDto } from './reports.mapper.js';
import { ReportsService } from './reports.service.js';

@Controller()
@UseGuards(SessionGuard)
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @TsRestHandler(contract.reports)
  handler(@CurrentSession() session: AuthenticatedSession) {
    const userId = session.user.id;
    return tsRestHandler(contract.reports, {
      list: async () => ({ status: 200, body: (await this.reports.list(userId)).map(toReportDto) }),
      create: async ({ body }) => ({
        status: 201,
        body: toReportDto(await this.reports.create(userId, body.name)),
      }),
      rename: async ({ params, body }) => ({
        status: 200,
        body: toReportDto(await this.reports.rename(userId, params.id, body.name)),
      }),
    });
  }
}
