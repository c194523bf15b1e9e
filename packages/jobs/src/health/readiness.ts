import type { Health } from '@billfold/contract';
import type { QueueBackend } from '../backend/queue-backend.js';

const CHECK_TIMEOUT_MS = 2_000;

/** Whether a dependency answers within CHECK_TIMEOUT_MS. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness of a process that needs the database and the job queue (the API's /api/health, the
 * worker's /health/ready): both are asked at once, each given 2 s to answer.
 */
export async function readiness(
  pingDatabase: () => Promise<unknown>,
  queue: QueueBackend,
  startedAt: number,
): Promise<Health> {
  const [database, queueUp] = await Promise.all([
    answers(pingDatabase),
    answers(() => queue.ping()),
  ]);
  return {
    status: database && queueUp ? 'ok' : 'unavailable',
    database: database ? 'up' : 'down',
    queue: queueUp ? 'up' : 'down',
    queueBackend: queue.kind,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
