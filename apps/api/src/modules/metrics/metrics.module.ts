import { Global, Module } from '@nestjs/common';
import { ApiMetrics } from './api-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';

/** Prometheus metrics: recorded by any feature through ApiMetrics, served at GET /metrics. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [ApiMetrics, MetricsService],
  exports: [ApiMetrics],
})
export class MetricsModule {}
