import { Module } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The caller's X-Request-Id when it looks like one, else a new id; echoed in the response. */
export function requestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  response.setHeader('x-request-id', id);
  return id;
}

/** JSON logs with a request id on every line; cookies, tokens and secrets never logged. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [API_ENV],
      useFactory: (env: ApiEnv) => ({
        pinoHttp: {
          level: env.LOG_LEVEL,
          genReqId: requestId,
          customAttributeKeys: { reqId: 'requestId' },
          // Top-level on every line of a request, as on the worker's lines of the jobs it queued.
          customProps: (req: IncomingMessage & { id?: unknown }) => ({ requestId: req.id }),
          redact: {
            paths: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers["stripe-signature"]',
              'res.headers["set-cookie"]',
            ],
            censor: '[redacted]',
          },
          serializers: {
            req: (req: {
              id: unknown;
              method: string;
              url: string;
              headers: Record<string, unknown>;
            }) => ({
              id: req.id,
              method: req.method,
              url: req.url?.split('?')[0],
              userAgent: req.headers['user-agent'],
            }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
            error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
          autoLogging: {
            ignore: (req: IncomingMessage) => req.url?.startsWith('/api/health') ?? false,
          },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
