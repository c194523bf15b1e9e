import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics, in a registry of this application's own (several APIs may share
 * a process in tests). Label values are bounded: route templates, never raw URLs or user ids.
 */
@Injectable()
export class ApiMetrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'billfold_http_request_duration_seconds',
    help: 'HTTP request latency by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 180],
    registers: [this.registry],
  });

  readonly analysesQueued = new Counter({
    name: 'billfold_analyses_queued_total',
    help: 'Uploaded PDFs queued for analysis.',
    registers: [this.registry],
  });

  readonly uploadSize = new Histogram({
    name: 'billfold_upload_size_bytes',
    help: 'Size of the PDFs queued for analysis.',
    buckets: [16_384, 65_536, 262_144, 1_048_576, 4_194_304, 16_777_216, 67_108_864],
    registers: [this.registry],
  });

  readonly quotaRefusals = new Counter({
    name: 'billfold_quota_refusals_total',
    help: 'Uploads refused because the plan had no page left in its quota period, by plan.',
    labelNames: ['plan'] as const,
    registers: [this.registry],
  });

  constructor() {
    this.registry.setDefaultLabels({ service: 'billfold-api' });
    collectDefaultMetrics({ register: this.registry, prefix: 'billfold_api_' });
  }
}
