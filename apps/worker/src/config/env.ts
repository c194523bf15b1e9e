// The only file of the worker that reads process.env. Every variable is validated at boot and
// every bad one is listed (the worker refuses to start rather than run half-configured).
import { env, parseEnvironment, storageEnvShape } from '@billfold/contract';
import { z } from 'zod';

/** `Name <address@host>` or a bare address. */
const MAILBOX = /^(?:[^<>\r\n]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

export const WorkerEnvSchema = z.object({
  NODE_ENV: env.nodeEnv(),
  DATABASE_URL: z
    .string({
      error: 'is required (pnpm dev and pnpm start provide an embedded database when it is unset)',
    })
    .pipe(env.url(['postgres', 'postgresql'])),
  /** BullMQ on Redis when set; else BullMQ on PostgreSQL in DATABASE_URL. */
  REDIS_URL: env.url(['redis', 'rediss']).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9:_-]+$/, 'must be letters, digits, ":", "_" or "-"')
    .default('billfold'),
  /** Mail through SMTP when set; else the dev outbox (stored and logged). */
  SMTP_URL: env.url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z
    .string()
    .regex(MAILBOX, 'must be "Name <address@host>" or an address')
    .default('Billfold <no-reply@billfold.local>'),
  ...storageEnvShape,
  /** Claude extracts the fields when set; else the local extractor reads the PDF's text. */
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  /** For a proxy or, in tests, a local stub of the Messages API. */
  ANTHROPIC_BASE_URL: env.url(['http', 'https']).optional(),
  /** Claude model id (default: the small 5.5 model, meant for extraction). */
  ANTHROPIC_MODEL: z.string().min(1).optional(),
  /** Longest PDF analysed, in pages. */
  MAX_PDF_PAGES: z.coerce.number().int().min(1).max(1000).default(100),
  /**
   * What rendering a PDF may take per page, and once more for opening it: a job's time limit is
   * this times (pages + 1), at most RENDER_TIMEOUT_MAX_MS.
   */
  RENDER_TIMEOUT_PER_PAGE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** The most rendering one PDF may take, however many pages it has. */
  RENDER_TIMEOUT_MAX_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(600_000),
  /** Renderer processes kept warm (one per core is right). */
  RENDERER_POOL_SIZE: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Renderer processes kept started while idle (at most RENDERER_POOL_SIZE); more start when jobs
   * need them and stop after 10 s without a job. One analysis uses one renderer.
   */
  RENDERER_POOL_WARM: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * Page images of an analysis that no saved invoice shows are deleted this long after the upload
   * (by the hourly sweep); those of a failed analysis at once.
   */
  PAGE_IMAGE_RETENTION_HOURS: z.coerce.number().int().min(1).max(8_760).default(24),
  LOG_LEVEL: env.logLevel(),
  /** Jobs run at the same time per queue. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** A job whose worker died is run again elsewhere after this long (BullMQ lock duration). */
  JOB_LOCK_DURATION_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * Port of the worker's metrics and health server (/metrics, /health/live, /health/ready);
   * unset: no server (several workers on one machine would otherwise need a port each).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('0.0.0.0'),
  /** When set, /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Longest time a shutdown waits for running jobs before giving up (they then run again elsewhere). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(120_000),
});
export type WorkerEnv = z.infer<typeof WorkerEnvSchema>;

export function loadWorkerEnv(source: Record<string, string | undefined> = process.env): WorkerEnv {
  return parseEnvironment(WorkerEnvSchema.superRefine(refineWorkerEnv), source);
}

function refineWorkerEnv(env: WorkerEnv, context: z.RefinementCtx): void {
  if (env.RENDER_TIMEOUT_MAX_MS < env.RENDER_TIMEOUT_PER_PAGE_MS) {
    context.addIssue({
      code: 'custom',
      path: ['RENDER_TIMEOUT_MAX_MS'],
      message: 'must be at least RENDER_TIMEOUT_PER_PAGE_MS',
    });
  }
}
