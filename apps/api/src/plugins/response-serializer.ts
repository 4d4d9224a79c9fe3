// The serializer compiler: a response is parsed with its route's zod schema for that status
// (unknown keys are stripped, so no column a service forgot to drop ever leaks) and the parsed
// value is sent as JSON. A response outside its contract is a bug: a 500, logged (errors.ts).
import type { FastifySerializerCompiler } from 'fastify';
import { $ZodType, safeParse, type $ZodError } from 'zod/v4/core';

export class ResponseContractError extends Error {
  readonly statusCode = 500;
  readonly code = 'RESPONSE_CONTRACT';

  constructor(
    readonly method: string,
    readonly url: string,
    readonly httpStatus: string | undefined,
    cause: $ZodError,
  ) {
    super(`${method} ${url} answered ${httpStatus ?? ''} outside its response schema`, { cause });
    this.name = 'ResponseContractError';
  }
}

/** A response schema: a zod type, or `{ properties: zodType }` as OpenAPI helpers write it. */
function zodSchema(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`A response schema must be a zod type: ${JSON.stringify(schema)}`);
}

/**
 * Answers a handler hands back frozen are checked and serialised once: the session check
 * (GET /api/account/my-account, every page load and tab) returns the same frozen answer for
 * as long as the cached user lasts (modules/account/account.routes.ts), and re-parsing it with
 * zod was most of that route's cost (bench/api-load.mjs). Keyed weakly: gone with the answer.
 */
const frozenAnswers = new WeakMap<object, string>();

export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
  httpStatus,
}) => {
  const contract = zodSchema(schema);
  return (data) => {
    const frozen = typeof data === 'object' && data !== null && Object.isFrozen(data);
    const known = frozen ? frozenAnswers.get(data) : undefined;
    if (known !== undefined) return known;
    const result = safeParse(contract, data);
    if (!result.success) throw new ResponseContractError(method, url, httpStatus, result.error);
    const json = JSON.stringify(result.data);
    if (frozen) frozenAnswers.set(data, json);
    return json;
  };
};
