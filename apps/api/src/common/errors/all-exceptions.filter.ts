import { CommonErrorCode, TEXT_NOT_STORABLE_MESSAGE, type ErrorResponse } from '@billfold/contract';
import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { isUnstorableText } from '@billfold/db';
import { RequestValidationError, TsRestRequestValidationError } from '@ts-rest/nest';
import type { Response } from 'express';
import { AppError } from './app-error.js';
import { statusOf } from './error-status.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

const codeByStatus: Record<number, string> = {
  400: CommonErrorCode.VALIDATION_FAILED,
  401: CommonErrorCode.UNAUTHENTICATED,
  403: CommonErrorCode.FORBIDDEN_ORIGIN,
  404: CommonErrorCode.NOT_FOUND,
  413: CommonErrorCode.PAYLOAD_TOO_LARGE,
  415: CommonErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: CommonErrorCode.RATE_LIMITED,
  503: CommonErrorCode.UNAVAILABLE,
};

interface Issue {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

function describeIssues(issues: readonly Issue[] | undefined): string | undefined {
  const issue = issues?.[0];
  if (!issue) return undefined;
  // Our schemas carry user-facing messages; zod's generic ones need the field to make sense.
  if (!/^(Invalid|Too (big|small)|Unrecognized|Expected)\b/.test(issue.message))
    return issue.message;
  const path = (issue.path ?? [])
    .map((part) => String(typeof part === 'object' ? part.key : part))
    .join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

function validationMessage(error: TsRestRequestValidationError | RequestValidationError): string {
  for (const part of [error.body, error.query, error.pathParams, error.headers]) {
    const message = describeIssues(part?.issues);
    if (message) return message;
  }
  return 'The request is not valid.';
}

/**
 * Our words for the body parsers' 400s (Nest wraps them in an HttpException), whose own messages
 * quote the body and a position, or name a zlib state.
 */
function bodyParserMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, code } = error as { type?: unknown; code?: unknown };
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON.';
  if (typeof code === 'string' && code.startsWith('Z_'))
    return 'The request body could not be decompressed.';
  return undefined;
}

/** Errors thrown by body parsers and other middleware carry a status and an expose flag. */
function isExposedHttpError(
  error: unknown,
): error is { status: number; message: string; expose: boolean } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    (error as { expose?: unknown }).expose === true
  );
}

/**
 * One global filter: coded errors become `{ code, message }` with the status of their code;
 * anything unexpected is logged and answered as a 500 that leaks nothing.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toResponse(exception);
    if (status >= 500)
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    if (response.headersSent) return;
    response.status(status).json(body);
  }

  private toResponse(exception: unknown): { status: number; body: ErrorResponse } {
    if (exception instanceof AppError) {
      return {
        status: statusOf(exception.code),
        body: { code: exception.code, message: exception.message },
      };
    }
    if (
      exception instanceof TsRestRequestValidationError ||
      exception instanceof RequestValidationError
    ) {
      return {
        status: 400,
        body: { code: CommonErrorCode.VALIDATION_FAILED, message: validationMessage(exception) },
      };
    }
    if (isUnstorableText(exception)) {
      this.logger.warn(
        `Text the contract should have refused reached the database: ${String(exception)}`,
      );
      return {
        status: 400,
        body: { code: CommonErrorCode.VALIDATION_FAILED, message: TEXT_NOT_STORABLE_MESSAGE },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500) return this.internal();
      const code = codeByStatus[status] ?? CommonErrorCode.VALIDATION_FAILED;
      const message =
        status === 404 ? 'Not found.' : (bodyParserMessage(exception.cause) ?? exception.message);
      return { status, body: { code, message } };
    }
    if (isExposedHttpError(exception) && exception.status < 500) {
      const code = codeByStatus[exception.status] ?? CommonErrorCode.VALIDATION_FAILED;
      const message = exception.status === 413 ? 'The request is too large.' : exception.message;
      return { status: exception.status, body: { code, message } };
    }
    return this.internal();
  }

  private internal() {
    return { status: 500, body: { code: CommonErrorCode.INTERNAL, message: INTERNAL_MESSAGE } };
  }
}
