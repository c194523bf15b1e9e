import { Global, Module } from '@nestjs/common';
import { MetricsServer } from './metrics-server.js';
import { WorkerMetrics } from './worker-metrics.js';

/** The worker's metrics, recorded by the job consumer and the analysis processor. */
@Global()
@Module({ providers: [WorkerMetrics, MetricsServer], exports: [WorkerMetrics, MetricsServer] })
export class MetricsModule {}
