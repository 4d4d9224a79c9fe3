// The SQLSTATE of a PostgreSQL error (PGlite or node-postgres). Drizzle wraps the driver's error
// in a DrizzleQueryError whose `cause` carries the code, so a plain `error.code` check misses it.
const SQLSTATE = /^([0-9]{2}|HV|P0|XX|F0)[0-9A-Z]{3}$/;

export function postgresErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row (23505): two writers raced for the same name, e-mail or slug. */
export const isUniqueViolation = (error: unknown): boolean => postgresErrorCode(error) === '23505';
