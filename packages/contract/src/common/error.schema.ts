import { z } from 'zod';
import { codes, type CodeOf } from './codes.js';

/** Codes that any route can answer with. */
export const CommonErrorCode = codes(
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'FORBIDDEN_ORIGIN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'UNAVAILABLE',
);
export type CommonErrorCode = CodeOf<typeof CommonErrorCode>;

/** The one error body of every route: a stable code and the user-facing message. */
export const ErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
