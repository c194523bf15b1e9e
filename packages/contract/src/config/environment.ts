import { z } from 'zod';

/** Thrown at boot when the environment is invalid; lists every bad variable at once. */
export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvironmentError';
  }
}

/** Parses the environment with a zod object schema keyed by variable name. */
export function parseEnvironment<T extends z.ZodObject>(
  schema: T,
  source: Record<string, string | undefined>,
): z.infer<T> {
  // Empty strings count as unset, as in most .env tooling.
  const values = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  throw new EnvironmentError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  );
}

/** A connection URL fit for logs and error messages: scheme, host, port and path, never credentials. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}

/** Shared variable shapes. */
export const env = {
  url: (protocols: string[]) =>
    z.url({
      protocol: new RegExp(`^(${protocols.join('|')})$`),
      error: `must be a ${protocols.join(' or ')} URL`,
    }),
  port: (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback),
  boolean: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
  logLevel: () =>
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  nodeEnv: () => z.enum(['development', 'production', 'test']).default('development'),
};

/** The storage variables of the API and the worker (uploads and page images). */
export const storageEnvShape = {
  /** Where uploads and page images are kept without S3 (default DATA_DIR/storage). */
  STORAGE_DIR: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Any S3-compatible store when set. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: env.url(['http', 'https']).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: env.boolean(false),
  S3_PREFIX: z.string().optional(),
};
