// One error shape for every failure: `{ message, code, fields?, errors? }` with the right status.
// `fields` is the issue's name for per-field messages, `errors` the pages spec's; both are sent.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { badRequest, HttpError } from '../shared/http-error.ts';
import { postgresErrorCode } from '../shared/postgres-error.ts';

interface ErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
  errors?: Record<string, string>;
}

function body(message: string, code: string, fields?: Record<string, string>): ErrorBody {
  return fields && Object.keys(fields).length > 0
    ? { message, code, fields, errors: fields }
    : { message, code };
}

// PostgreSQL errors that can only come from input the schemas let through.
const POSTGRES_CLIENT_ERRORS: Record<string, [number, string]> = {
  '22P02': [400, 'Invalid value'],
  '22001': [400, 'Value too long'],
  '22003': [400, 'Number out of range'],
  '22007': [400, 'Invalid date'],
  '22008': [400, 'Invalid date'],
  '23505': [409, 'Already exists'],
  '23503': [400, 'Referenced item does not exist'],
};

const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Where a NUL character hides in parsed input (PostgreSQL text cannot hold one), or undefined. */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = nulPath(item, itemPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const errorsPlugin = fp(
  async (app) => {
    // Before the schemas run: a NUL would otherwise reach PostgreSQL and fail there (500).
    // A callback hook: no promise per request on the hot path.
    app.addHook('preValidation', (request, _reply, done) => {
      const where = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
      done(where ? (badRequest(NUL_MESSAGE, { [where]: NUL_MESSAGE }) as FastifyError) : undefined);
    });
    app.setErrorHandler((error: FastifyError & { cause?: unknown }, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(body(error.message, error.code, error.fields));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
          fields[path] ??= issue.message ?? 'Invalid value';
        }
        const first = Object.values(fields)[0] ?? 'Invalid request';
        return reply.status(400).send(body(first, 'VALIDATION_ERROR', fields));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response does not match its contract');
        return reply.status(500).send(body('Something went wrong', 'INTERNAL_ERROR'));
      }
      const pgCode = postgresErrorCode(error);
      if (pgCode !== undefined && pgCode in POSTGRES_CLIENT_ERRORS) {
        const [status, message] = POSTGRES_CLIENT_ERRORS[pgCode]!;
        return reply.status(status).send(body(message, 'INVALID_INPUT'));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = status === 429 ? 'TOO_MANY_REQUESTS' : (error.code ?? 'BAD_REQUEST');
        const message =
          status === 429 ? 'Too many attempts, try again later.' : error.message || 'Bad request';
        return reply.status(status).send(body(message, code));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body('Something went wrong', 'INTERNAL_ERROR'));
    });
  },
  { name: 'errors' },
);
