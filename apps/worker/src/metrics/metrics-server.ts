import { METRICS_CONTENT_TYPE, type Health } from '@billfold/contract';
import { DataSource, pingDatabase } from '@billfold/db';
import { readiness, type QueueBackend } from '@billfold/jobs';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WORKER_ENV, type WorkerEnv } from '../config/worker-config.js';
import { QUEUE_BACKEND } from '../queue/queue.module.js';
import { WorkerMetrics } from './worker-metrics.js';

function secretsEqual(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  response.end(body);
}
const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));

/**
 * The worker's small HTTP server (it has no other): Prometheus metrics at /metrics (bearer
 * METRICS_TOKEN when set), liveness at /health/live and readiness at /health/ready for the
 * orchestrator's probes. Listens on METRICS_PORT; not started when it is unset.
 */
@Injectable()
export class MetricsServer implements OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private readonly startedAt = Date.now();
  private server: Server | undefined;
  private draining = false;

  constructor(
    @Inject(WORKER_ENV) private readonly env: WorkerEnv,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(QUEUE_BACKEND) private readonly queue: QueueBackend,
    private readonly metrics: WorkerMetrics,
  ) {}

  /** Starts listening; resolves to the server's address, or undefined when METRICS_PORT is unset. */
  async start(): Promise<string | undefined> {
    if (this.env.METRICS_PORT === undefined) return undefined;
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        this.logger.error(`Metrics request failed: ${(error as Error).message}`);
        if (!response.headersSent)
          sendJson(response, 500, { code: 'INTERNAL', message: 'Something went wrong.' });
        else response.destroy();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.env.METRICS_PORT, this.env.METRICS_HOST, () => resolve());
    });
    this.server = server;
    const { port } = server.address() as AddressInfo;
    const host = this.env.METRICS_HOST.includes(':')
      ? `[${this.env.METRICS_HOST}]`
      : this.env.METRICS_HOST;
    const url = `http://${host}:${port}`;
    this.logger.log(`Metrics and health on ${url} (/metrics, /health/live, /health/ready)`);
    return url;
  }

  /** While draining the worker takes no job: readiness says so, liveness stays up. */
  markDraining(): void {
    this.draining = true;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendJson(response, 405, {
        code: 'METHOD_NOT_ALLOWED',
        message: 'Only GET is served here.',
      });
    }
    if (path === '/health/live') return sendJson(response, 200, { status: 'ok' });
    if (path === '/health/ready') {
      const health = await this.readiness();
      return sendJson(response, health.status === 'ok' ? 200 : 503, health);
    }
    if (path === '/metrics') {
      const expected = this.env.METRICS_TOKEN;
      const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (expected && !secretsEqual(presented, expected)) {
        response.setHeader('WWW-Authenticate', 'Bearer');
        return sendJson(response, 401, {
          code: 'UNAUTHENTICATED',
          message: 'A valid metrics token is required: send Authorization: Bearer <METRICS_TOKEN>.',
        });
      }
      return send(response, 200, METRICS_CONTENT_TYPE, await this.metrics.registry.metrics());
    }
    sendJson(response, 404, {
      code: 'NOT_FOUND',
      message: 'Not found: /metrics, /health/live and /health/ready are served here.',
    });
  }

  private async readiness(): Promise<Health & { draining: boolean }> {
    const health = await readiness(() => pingDatabase(this.dataSource), this.queue, this.startedAt);
    // A draining worker takes no new jobs: not ready, whatever its dependencies say.
    return {
      ...health,
      status: this.draining ? 'unavailable' : health.status,
      draining: this.draining,
    };
  }
}
