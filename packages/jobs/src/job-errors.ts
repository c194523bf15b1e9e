import type { z } from 'zod';

/**
 * Thrown by a processor when retrying cannot help (the recipient does not exist, the input is
 * unusable): the job fails at once and is not retried. Any other error is treated as transient
 * and retried with backoff until the job's attempts run out.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** A payload that does not match its job's schema (on enqueue, or on dequeue). */
export class InvalidJobPayloadError extends Error {
  constructor(
    readonly jobName: string,
    readonly issues: string[],
  ) {
    super(`Invalid payload for job "${jobName}": ${issues.join('; ')}`);
    this.name = 'InvalidJobPayloadError';
  }

  static fromZod(jobName: string, error: z.ZodError): InvalidJobPayloadError {
    return new InvalidJobPayloadError(
      jobName,
      error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`),
    );
  }
}

/** A declared job that the consumer has no processor for: it refuses to start. */
export class MissingProcessorError extends Error {
  constructor(readonly jobNames: string[]) {
    super(
      `No processor registered for job${jobNames.length > 1 ? 's' : ''} ${jobNames.map((name) => `"${name}"`).join(', ')}.`,
    );
    this.name = 'MissingProcessorError';
  }
}

/** The queue backend cannot be used (unreachable, or configured so that it could lose jobs). */
export class QueueBackendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'QueueBackendError';
  }
}
