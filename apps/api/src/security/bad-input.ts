// Security suite, bad input (docs/spec/product.md#quality-bars): every write endpoint of the OpenAPI document answers
// generated malformed bodies with a 4xx and a JSON message, never a 5xx, and the database is
// unchanged afterwards; junk ids in paths and queries never reach the database either.
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseSnapshot } from './database-snapshot.ts';
import { junkParameters, malformedBodies } from './malformed-input.ts';
import { isWrite, type Operation } from './openapi-operations.ts';
import type { SecurityContext } from './security-context.ts';

const FUZZ_RUNS = Math.max(1, Number(process.env.KEEL_FUZZ_RUNS) || 16);
// Parameters have fewer shapes to break than bodies.
const PARAMETER_RUNS = Math.ceil(FUZZ_RUNS / 2);
// Generous, for a busy machine and for long runs (KEEL_FUZZ_RUNS=500).
const TIMEOUT_MS = 60_000 + FUZZ_RUNS * 2_000;
const SEED = Number(process.env.KEEL_FUZZ_SEED) || Date.now() % 1_000_000;

// Writes that take no body at all (so any body is ignored and the call succeeds).
const TAKES_NO_BODY = new Set([
  'POST /api/notifications/mark-all-read',
  // Empties the caller's trash; it reads no body (like mark-all-read).
  'POST /api/files/trash/empty',
  // Sign-out calls (issue 22): they would end the suite's own sessions.
  'POST /api/account/logout',
  'POST /api/account/sessions/end-others',
  'POST /api/account/sessions/{id}/end',
  'POST /api/users/{userId}/sessions/end',
  'POST /api/account/mfa/setup',
]);

function problem(response: LightMyRequestResponse, expectClientError: boolean): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 200)}`;
  if (!expectClientError) return undefined;
  if (status < 400) return `${status} (accepted) ${response.body.slice(0, 200)}`;
  let message: unknown;
  try {
    message = response.json<{ message?: unknown }>().message;
  } catch {
    return `${status} without a JSON body: ${response.body.slice(0, 100)}`;
  }
  return typeof message === 'string' && message.length > 0
    ? undefined
    : `${status} without a message`;
}

/** Percent-encoded; a lone surrogate (not encodable) goes out as invalid UTF-8 bytes instead. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80%FF';
  }
}

const isIdSchema = (operation: Operation, name: string) =>
  operation.parameters.find((parameter) => parameter.name === name)?.schema?.format === 'uuid';

export function describeBadInput(context: SecurityContext) {
  describe(`malformed input (${FUZZ_RUNS} bodies, ${PARAMETER_RUNS} parameter sets per endpoint, seed ${SEED}: KEEL_FUZZ_RUNS, KEEL_FUZZ_SEED)`, () => {
    it(
      'every write endpoint answers malformed bodies with 4xx and a message, and changes nothing',
      async () => {
        const { t, demo } = context;
        const writes = context.operations.filter(
          (operation) => isWrite(operation) && !TAKES_NO_BODY.has(operation.name),
        );
        expect(writes.length).toBeGreaterThan(50);
        const before = await databaseSnapshot(t.database.db);
        const failures: string[] = [];
        for (const [index, operation] of writes.entries()) {
          const bodies = fc.sample(malformedBodies(operation.body), {
            numRuns: FUZZ_RUNS,
            seed: SEED + index,
          });
          for (const body of bodies) {
            const response = await t.app.inject({
              method: operation.method,
              url: operation.url(),
              // The admin reaches every endpoint, so validation (not the role check) answers.
              headers: { ...demo.headers, 'content-type': body.contentType },
              payload: body.payload,
            });
            const found = problem(response, true);
            if (found)
              failures.push(
                `${operation.name}, ${body.how}: ${found}\n    body: ${body.payload.slice(0, 300)}`,
              );
          }
        }
        expect(failures).toEqual([]);
        expect(await databaseSnapshot(t.database.db)).toEqual(before);
      },
      TIMEOUT_MS,
    );

    it(
      'junk in path and query parameters never gives a 5xx, and junk ids give a 4xx',
      async () => {
        const { t, demo } = context;
        const withParameters = context.operations.filter((operation) =>
          operation.parameters.some(
            (parameter) => parameter.in === 'path' || parameter.in === 'query',
          ),
        );
        const before = await databaseSnapshot(t.database.db);
        const failures: string[] = [];
        for (const [index, operation] of withParameters.entries()) {
          const values = fc.sample(junkParameters, { numRuns: PARAMETER_RUNS, seed: SEED + index });
          for (const value of values) {
            const query = operation.parameters
              .filter((parameter) => parameter.in === 'query')
              .map((parameter) => `${encode(parameter.name)}=${encode(value)}`)
              .join('&');
            const hitsAnId = operation.parameters.some(
              (parameter) =>
                (parameter.in === 'path' || parameter.required) &&
                isIdSchema(operation, parameter.name),
            );
            const request: InjectOptions = {
              method: operation.method,
              url: `${operation.path.replace(/\{(\w+)\}/g, () => encode(value))}${query ? `?${query}` : ''}`,
              headers: demo.headers,
              ...(isWrite(operation) ? { payload: {} } : {}),
            };
            const response = await t.app.inject(request);
            const found = problem(response, hitsAnId);
            if (found)
              failures.push(
                `${operation.name} with ${JSON.stringify(value).slice(0, 60)}: ${found}`,
              );
          }
        }
        expect(failures).toEqual([]);
        expect(await databaseSnapshot(t.database.db)).toEqual(before);
      },
      TIMEOUT_MS,
    );
  });
}
