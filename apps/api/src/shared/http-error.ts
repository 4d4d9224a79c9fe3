// Errors a service throws on purpose; the error plugin turns them into `{ message, code, fields? }`.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly fields?: Record<string, string>,
    /** Sent along with message and code (a stale update's current record). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, 'BAD_REQUEST', fields);
export const unauthorized = (message: string) => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have permission') =>
  new HttpError(403, message, 'FORBIDDEN');
export const notFound = (entity: string) => new HttpError(404, `${entity} not found`, 'NOT_FOUND');
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, message, 'CONFLICT', fields);
export const payloadTooLarge = (message: string) =>
  new HttpError(413, message, 'PAYLOAD_TOO_LARGE');
export const tooManyRequests = (message = 'Too many attempts, try again later.') =>
  new HttpError(429, message, 'TOO_MANY_REQUESTS');
