// One error shape for every failure: `{ message, code, fields?, errors? }` with the right status.
// `fields` is the issue's name for per-field messages, `errors` the pages spec's; both are sent.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError } from '../shared/http-error.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../shared/database-unavailable.ts';
import { postgresErrorCode } from '../shared/postgres-error.ts';
import { ResponseContractError } from './response-serializer.ts';
import { errorForLog } from '../shared/error-for-log.ts';

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

const MALFORMED_MULTIPART =
  /^(Unexpected end of (multipart data|form|file)|Multipart: Boundary not found|Boundary required|Malformed part header)/;

const UNSUPPORTED_MEDIA_TYPE =
  'Unsupported content type: send application/json (file uploads only: multipart/form-data)';

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError & { cause?: unknown }, request, reply) => {
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send({ ...body(error.message, error.code, error.fields), ...error.details });
      }
      // The request validator's issues (request-validator.ts), NUL characters included.
      if (error.validation && error.validation.length > 0) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
          fields[path] ??= issue.message ?? 'Invalid value';
        }
        const first = Object.values(fields)[0] ?? 'Invalid request';
        return reply.status(400).send(body(first, 'VALIDATION_ERROR', fields));
      }
      if (error instanceof ResponseContractError) {
        request.log.error({ err: error }, 'response does not match its contract');
        return reply.status(500).send(body('Something went wrong', 'INTERNAL_ERROR'));
      }
      const pgCode = postgresErrorCode(error);
      if (pgCode !== undefined && pgCode in POSTGRES_CLIENT_ERRORS) {
        const [status, message] = POSTGRES_CLIENT_ERRORS[pgCode]!;
        return reply.status(status).send(body(message, 'INVALID_INPUT'));
      }
      // A broken multipart body is the client's fault (issue 22: it answered 500). Busboy throws
      // plain errors without a status.
      if (MALFORMED_MULTIPART.test(error.message ?? '') && !error.statusCode) {
        return reply.status(400).send(body('Malformed multipart body', 'BAD_REQUEST'));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', '2')
          .send(body(DATABASE_UNAVAILABLE_MESSAGE, 'DATABASE_UNAVAILABLE'));
      }
      // Multipart parsing lives in the upload calls' scope only (plugins/multipart.ts).
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send(body(UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE'));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = status === 429 ? 'TOO_MANY_REQUESTS' : (error.code ?? 'BAD_REQUEST');
        const message =
          status === 429 ? 'Too many attempts, try again later.' : error.message || 'Bad request';
        return reply.status(status).send(body(message, code));
      }
      request.log.error({ err: errorForLog(error) }, 'unhandled error');
      return reply.status(500).send(body('Something went wrong', 'INTERNAL_ERROR'));
    });
  },
  { name: 'errors' },
);
