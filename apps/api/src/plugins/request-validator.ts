// The validator compiler: a route's zod schemas check params, query and body, and any NUL
// character in them is refused first (PostgreSQL text cannot hold one; it would fail there, a
// 500). One walk per validated part, with no hook of its own on routes that validate nothing.
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Where a NUL character hides in parsed input, as path segments, or undefined. */
function nulPath(value: unknown, depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000')) return [key];
    const found = nulPath((value as Record<string, unknown>)[key], depth + 1);
    if (found) return [key, ...found];
  }
  return undefined;
}

function validationError(
  path: PropertyKey[],
  keyword: string,
  message: string,
): FastifySchemaValidationError {
  return {
    keyword,
    instancePath: `/${path.map(String).join('/')}`,
    schemaPath: `#/${path.map(String).join('/')}/${keyword}`,
    message,
    params: {},
  };
}

const fromIssue = (issue: $ZodIssue) => validationError(issue.path, issue.code, issue.message);

export const requestValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const nul = nulPath(data);
    if (nul) return { error: [validationError(nul, 'nul', NUL_MESSAGE)] };
    const result = safeParse(schema, data);
    if (!result.success) return { error: result.error.issues.map(fromIssue) };
    return { value: result.data };
  };
