import type { ErrorCode } from './error-status.js';

/**
 * The base of every error a service throws on purpose. Services never see HTTP: they throw a
 * coded error, and the global filter turns the code into a status (error-status.ts) and the
 * body `{ code, message }`, whose message is the user-facing text.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
