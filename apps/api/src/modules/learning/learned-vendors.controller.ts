import { contract } from '@billfold/contract';
import { Controller, UseGuards } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentSession, SessionGuard } from '../auth/session.guard.js';
import type { AuthenticatedSession } from '../auth/sessions.service.js';
import { toLearnedVendorDto } from './learning.mapper.js';
import { LearningService } from './learning.service.js';

@Controller()
@UseGuards(SessionGuard)
export class LearnedVendorsController {
  constructor(private readonly learning: LearningService) {}

  @TsRestHandler(contract.learnedVendors)
  handler(@CurrentSession() session: AuthenticatedSession) {
    const userId = session.user.id;
    return tsRestHandler(contract.learnedVendors, {
      list: async () => ({
        status: 200,
        body: (await this.learning.list(userId)).map(({ row, profile }) =>
          toLearnedVendorDto(row, profile),
        ),
      }),
      forget: async ({ params }) => {
        await this.learning.forget(userId, params.id);
        return { status: 204, body: undefined };
      },
      forgetAll: async () => ({
        status: 200,
        body: { forgotten: await this.learning.forgetAll(userId) },
      }),
    });
  }
}
