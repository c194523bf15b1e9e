import { operationsContract } from '@billfold/contract';
import { Controller, Req } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { MetricsService } from './metrics.service.js';

@Controller()
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @TsRestHandler(operationsContract.metrics)
  handler(@Req() request: Request) {
    return tsRestHandler(operationsContract.metrics, async () => {
      // The contract's content type (Prometheus' text format) is set by ts-rest.
      return { status: 200, body: await this.metrics.scrape(request.get('authorization')) };
    });
  }
}
