import { contract } from '@billfold/contract';
import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { HealthService } from './health.service.js';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @TsRestHandler(contract.health)
  handler() {
    return tsRestHandler(contract.health, {
      check: async () => {
        const health = await this.health.check();
        return health.status === 'ok'
          ? { status: 200, body: health }
          : { status: 503, body: health };
      },
      live: () => Promise.resolve({ status: 200, body: { status: 'ok' } }),
    });
  }
}
