import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiErrorBody, ErrorCode, ErrorDetail } from '../../shared/errors.ts';
import { englishErrors } from '../../shared/error-words.ts';
import { isDatabaseUnavailable } from '../db/database.ts';

/** How long a client should wait before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error with an HTTP status and a message meant for the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string> | undefined;
  /** The shopper's error as a code with its figures, for the storefront to word (shared/errors.ts). */
  readonly detail: ErrorDetail | undefined;
  readonly fieldCodes: Record<string, ErrorDetail> | undefined;
  /** Figures an operator's screen shows with the refusal (a change to confirm), when there are any. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    fieldErrors?: Record<string, string>,
    coded?: { detail?: ErrorDetail; fieldCodes?: Record<string, ErrorDetail>; details?: Record<string, unknown> },
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.detail = coded?.detail;
    this.fieldCodes = coded?.fieldCodes;
    this.details = coded?.details;
  }
}

/** The English words of a shopper's error code (the answer's `message`). */
export const englishOf = (detail: ErrorDetail): string => (englishErrors[detail.code] as (params: unknown) => string)(detail.params);

const isErrorCode = (text: string): text is ErrorCode => Object.hasOwn(englishErrors, text);

/**
 * An error a shopper can meet: the code and its figures, worded in English for `message` and
 * beside each field named.
 */
export function shopperError(statusCode: number, code: string, detail: ErrorDetail, fieldCodes?: Record<string, ErrorDetail>): HttpError {
  const fieldErrors = fieldCodes ? Object.fromEntries(Object.entries(fieldCodes).map(([field, each]) => [field, englishOf(each)])) : undefined;
  return new HttpError(statusCode, code, englishOf(detail), fieldErrors, { detail, ...(fieldCodes ? { fieldCodes } : {}) });
}

export const notFound = (message: string, detail?: ErrorDetail) => new HttpError(404, 'not_found', message, undefined, { detail });

/** A 400 about one field: the message is the answer's and the field's. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, 'invalid_request', message, { [field]: message });

/**
 * Parses request data with a zod schema, classic or mini (the shared schemas are mini); a
 * failure is a 400 with one message per field.
 */
export function parseOr400<T extends z.core.$ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  // The shopper's schemas (checkout.ts) give error codes as their messages: worded in English here.
  const fieldErrors: Record<string, string> = {};
  const fieldCodes: Record<string, ErrorDetail> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    if (field in fieldErrors) continue;
    if (issue.code !== 'unrecognized_keys' && isErrorCode(issue.message)) {
      fieldCodes[field] = { code: issue.message, params: {} } as ErrorDetail;
      fieldErrors[field] = englishOf(fieldCodes[field]);
    } else {
      fieldErrors[field] = issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message;
    }
  }
  const [firstField] = Object.keys(fieldErrors);
  const first = firstField === undefined ? 'The request is not valid.' : fieldErrors[firstField]!;
  const detail = firstField === undefined ? undefined : fieldCodes[firstField];
  const coded = Object.keys(fieldCodes).length > 0 ? { detail, fieldCodes } : undefined;
  throw new HttpError(400, 'invalid_request', first, fieldErrors, coded);
}

/**
 * Every error leaves the API as JSON of one shape; a 5xx never shows its internals. A database
 * that cannot be reached (PostgreSQL restarting) is a 503 that asks to try again, not a 500.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let status = error.statusCode ?? 500;
    let body: ApiErrorBody;
    if (error instanceof HttpError) {
      body = {
        error: error.code,
        message: error.message,
        ...(error.detail ? { code: error.detail.code, params: error.detail.params } : {}),
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.fieldCodes ? { fieldCodes: error.fieldCodes } : {}),
        ...(error.details ? { details: error.details } : {}),
      };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      request.log.warn(`database unavailable: ${error.message}`);
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = { error: 'unavailable', message: englishErrors.unavailable({}), code: 'unavailable', params: {} };
    } else if (status >= 400 && status < 500) {
      body = { error: 'bad_request', message: error.message };
    } else {
      status = 500;
      request.log.error({ err: error }, 'request failed');
      body = { error: 'internal', message: englishErrors.internal({}), code: 'internal', params: {} };
    }
    void reply.status(status).send(body);
  });
}
