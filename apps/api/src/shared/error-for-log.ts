// What the log keeps of an unexpected error (issue 22): drizzle's DrizzleQueryError puts the
// query's parameters (mail bodies, e-mail addresses, hashes) into its message, and PostgreSQL's
// `detail` can quote row values; the log gets the SQL text, the error codes and the stack only.
interface QueryFailure {
  query: string;
  params: unknown;
  cause?: unknown;
}

const isQueryFailure = (error: unknown): error is Error & QueryFailure =>
  error instanceof Error && 'query' in error && 'params' in error;

function databaseCause(cause: unknown) {
  if (!(cause instanceof Error)) return undefined;
  const { code, routine } = cause as Error & { code?: unknown; routine?: unknown };
  return { type: cause.name, message: cause.message, code, routine };
}

export function errorForLog(error: unknown): unknown {
  if (!isQueryFailure(error)) {
    if (error instanceof Error && 'detail' in error) {
      return {
        ...databaseCause(error),
        stack: error.stack
          ?.split('\n')
          .filter((line) => line.startsWith('    at '))
          .join('\n'),
      };
    }
    return error;
  }
  // The stack's first lines repeat the message (with the parameters): keep the frames only.
  const stack = error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  return {
    type: error.name,
    message: `Failed query: ${error.query}`,
    cause: databaseCause(error.cause),
    stack,
  };
}
