import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  type Middleware,
} from '@anthropic-ai/sdk';
import { ExtractionError } from './invoice-extractor.js';

/**
 * 429 answers that are not a passing rate limit but a spend or usage ceiling: waiting seconds
 * does not lift them. Error codes from the SDK's error classes (ContractSpendLimitReachedError,
 * EnforcedSpendLimitReachedError, LinkedOrganizationSpendLimitReachedError); the message test
 * covers answers without a code ("You have reached your specified API usage limits").
 */
const SPEND_LIMIT_CODES = new Set([
  'contract_spend_limit_reached',
  'enforced_spend_limit_reached',
  'linked_organization_spend_limit_reached',
]);
const SPEND_LIMIT_MESSAGE = /spend(?:ing)? limit|usage limit|credit balance|billing/i;

interface ErrorBody {
  error?: { type?: unknown; message?: unknown; details?: { error_code?: unknown } | null };
}

function isSpendLimit(code: unknown, type: unknown, message: unknown): boolean {
  if (typeof code === 'string' && SPEND_LIMIT_CODES.has(code)) return true;
  if (type === 'billing_error') return true;
  return typeof message === 'string' && SPEND_LIMIT_MESSAGE.test(message);
}

/**
 * The SDK retries every 429 unless the answer says `x-should-retry: false`. A spend limit is not
 * lifted by retrying, so this middleware marks such answers final before the SDK decides.
 */
export const spendLimitIsFinal: Middleware = async (request, next, context) => {
  const response = await next(request);
  if (response.status !== 429) return response;
  const body = await context.parse<ErrorBody | string>(response);
  const error = typeof body === 'object' && body !== null ? body.error : undefined;
  if (!isSpendLimit(error?.details?.error_code, error?.type, error?.message)) return response;
  const headers = new Headers(response.headers);
  headers.set('x-should-retry', 'false');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};

/** Statuses another attempt can get past: request timeout, conflict, rate limit, server side. */
function retryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * An SDK error as an ExtractionError: rate limits (except spend limits), overload (529), other
 * 5xx, timeouts, connection failures and cancellation are retryable; every other 4xx (400, 401,
 * 403, 404, 413, 422…) is not. The message names status, type and request id, never the key.
 */
export function classifyClaudeError(error: unknown): ExtractionError {
  if (error instanceof ExtractionError) return error;
  if (error instanceof APIUserAbortError) {
    // Our own signal (shutdown or cancelled job): the invoice itself is fine, so try again later.
    return new ExtractionError('Claude request was cancelled', true, { cause: error });
  }
  if (error instanceof APIConnectionError) {
    const what = error instanceof APIConnectionTimeoutError ? 'timed out' : 'could not connect';
    return new ExtractionError(`Claude request ${what}`, true, { cause: error });
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    const spendLimit =
      status === 429 && isSpendLimit(error.errorCode, error.type, error.apiMessage);
    const retryable = retryableStatus(status) && !spendLimit;
    const detail = [error.type, error.errorCode, error.apiMessage].filter(Boolean).join(': ');
    const request = error.requestID ? ` (request ${error.requestID})` : '';
    const label = spendLimit ? 'spend limit reached' : `HTTP ${status}`;
    return new ExtractionError(
      `Claude API ${label}${detail ? ` - ${detail}` : ''}${request}`,
      retryable,
      {
        cause: error,
      },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ExtractionError(`Claude extraction failed: ${message}`, false, { cause: error });
}
