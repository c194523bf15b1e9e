import { CommonErrorCode } from '@billfold/contract';
import { jobDefinitions, type QueueBackend } from '@billfold/jobs';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../../common/errors/app-error.js';
import { statusOf } from '../../common/errors/error-status.js';
import { secretsEqual } from '../../common/security/constant-time.js';
import { SameOriginMiddleware } from '../../common/security/same-origin.middleware.js';
import type { ApiEnv } from '../../config/api-config.js';

/** Where the queue dashboard is served. */
export const ADMIN_QUEUES_PATH = '/admin/queues';
export const ADMIN_CREDENTIALS_REQUIRED = 'Admin credentials are required.';

/** The user and password of an `Authorization: Basic …` header, or null. */
function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function sendError(response: Response, error: AppError): void {
  response.status(statusOf(error.code)).json({ code: error.code, message: error.message });
}

/**
 * The queue dashboard (bull-board) over every queue Billfold declares, behind HTTP Basic with
 * ADMIN_USER / ADMIN_PASSWORD (compared in constant time); null when they are unset, so that the
 * path is not served at all. Its state-changing calls (retry, clean, promote) pass the same
 * cross-site check as the API's.
 */
export function adminQueuesHandler(env: ApiEnv, backend: QueueBackend): RequestHandler | null {
  const user = env.ADMIN_USER;
  const password = env.ADMIN_PASSWORD;
  if (!user || !password) return null;

  const serverAdapter = new ExpressAdapter().setBasePath(ADMIN_QUEUES_PATH);
  const queues = [...new Set(jobDefinitions.map((definition) => definition.queue))];
  createBullBoard({
    queues: queues.map(
      (name) => new BullMQAdapter(backend.openQueue(name) as never, { allowRetries: true }),
    ),
    // @bull-board/express 9.10.1 types against its own copy of @bull-board/api (9.10.1); the
    // adapter is the same at run time.
    serverAdapter: serverAdapter as unknown as Parameters<
      typeof createBullBoard
    >[0]['serverAdapter'],
    options: { uiConfig: { boardTitle: 'Billfold queues' } },
  });
  const board = serverAdapter.getRouter() as RequestHandler;
  const sameOrigin = new SameOriginMiddleware(env);

  return (request: Request, response: Response, next: NextFunction) => {
    const given = basicCredentials(request.get('authorization'));
    // Both compared whatever the first says: the time taken tells nothing about which was wrong.
    const userMatches = secretsEqual(given?.user ?? '', user);
    const passwordMatches = secretsEqual(given?.password ?? '', password);
    if (!given || !userMatches || !passwordMatches) {
      response.setHeader('WWW-Authenticate', 'Basic realm="Billfold admin", charset="UTF-8"');
      return sendError(
        response,
        new AppError(CommonErrorCode.UNAUTHENTICATED, ADMIN_CREDENTIALS_REQUIRED),
      );
    }
    response.setHeader('Cache-Control', 'no-store');
    sameOrigin.use(request, response, (error?: unknown) => {
      if (error instanceof AppError) return sendError(response, error);
      if (error) return next(error);
      board(request, response, next);
    });
  };
}
