import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiErrorBody } from '../../shared/errors.ts';
import { isDatabaseUnavailable } from '../db/database.ts';

/** How long a client should wait before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error with an HTTP status and a message meant for the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(statusCode: number, code: string, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);

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
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message;
  }
  const first = Object.values(fieldErrors)[0] ?? 'The request is not valid.';
  throw new HttpError(400, 'invalid_request', first, fieldErrors);
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
      body = { error: error.code, message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      request.log.warn(`database unavailable: ${error.message}`);
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = { error: 'unavailable', message: 'The shop cannot reach its database just now. Please try again in a moment.' };
    } else if (status >= 400 && status < 500) {
      body = { error: 'bad_request', message: error.message };
    } else {
      status = 500;
      request.log.error({ err: error }, 'request failed');
      body = { error: 'internal', message: 'Something went wrong on our side. Please try again.' };
    }
    void reply.status(status).send(body);
  });
}
