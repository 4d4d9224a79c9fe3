// Errors that mean "the database is not answering right now" (down, restarting, unreachable,
// connections cut or a statement cancelled for running too long), as opposed to a bad query.
// The error plugin answers them 503 at once, so clients retry instead of waiting on a dead socket.
import { postgresErrorCode } from './postgres-error.ts';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// 08xxx connection exceptions, 57P01-03 shutdown / cannot connect now, 53300 too many
// connections, 57014 statement timeout.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|57014)$/;
// node-postgres reports these as plain Errors without a code.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Client was closed',
  'Connection closed',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const sqlstate = postgresErrorCode(error);
  if (sqlstate) return UNAVAILABLE_SQLSTATES.test(sqlstate);
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not available right now. Please try again in a moment.';
