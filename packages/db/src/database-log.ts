// How the database layer reports trouble it survives (dropped connections, reconnects): the API
// passes its logger; tests and scripts leave it silent.
export type DatabaseLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  error?: unknown,
) => void;

export const silentLog: DatabaseLog = () => undefined;
