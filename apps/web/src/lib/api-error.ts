import { ErrorResponseSchema } from '@billfold/contract';

export const CONNECTION_ERROR_MESSAGE = 'Error connecting to server. Please try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A call the server answered with an error status; `message` is fit to show to the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The error of an answer that is not the expected one: the server's own message for a 4xx
 * (validation and not-found messages are written for users), a generic one otherwise.
 */
export function apiErrorFrom(response: { status: number; body: unknown }): ApiError {
  const parsed = ErrorResponseSchema.safeParse(response.body);
  const clientError = response.status >= 400 && response.status < 500;
  return new ApiError(
    response.status,
    parsed.success ? parsed.data.code : undefined,
    clientError && parsed.success ? parsed.data.message : UNEXPECTED_ERROR_MESSAGE,
  );
}

/** The body of an answer with the expected `status`; any other answer throws its ApiError. */
export function bodyOf<R extends { status: number; body: unknown }, S extends R['status']>(
  response: R,
  status: S,
): Extract<R, { status: S }>['body'] {
  if (response.status === status) return response.body;
  throw apiErrorFrom(response);
}

/** What to tell the user about a failed call: the server's message, or that it could not be reached. */
export function userMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // fetch rejects (TypeError) only when there was no answer at all.
  if (error instanceof TypeError) return CONNECTION_ERROR_MESSAGE;
  return UNEXPECTED_ERROR_MESSAGE;
}
