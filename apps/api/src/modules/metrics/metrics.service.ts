import { CommonErrorCode } from '@billfold/contract';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { secretsEqual } from '../../common/security/constant-time.js';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { ApiMetrics } from './api-metrics.js';

export const METRICS_TOKEN_REQUIRED =
  'A valid metrics token is required: send Authorization: Bearer <METRICS_TOKEN>.';

@Injectable()
export class MetricsService {
  constructor(
    @Inject(API_ENV) private readonly env: ApiEnv,
    private readonly metrics: ApiMetrics,
  ) {}

  /** The metrics in Prometheus' text format; with METRICS_TOKEN set, only for its bearer. */
  async scrape(authorization: string | undefined): Promise<string> {
    const expected = this.env.METRICS_TOKEN;
    if (expected) {
      const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
      if (!secretsEqual(presented, expected))
        throw new AppError(CommonErrorCode.UNAUTHENTICATED, METRICS_TOKEN_REQUIRED);
    }
    return this.metrics.registry.metrics();
  }
}
