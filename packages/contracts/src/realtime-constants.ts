// The WebSocket's constants, without zod: the dashboard shell imports them on every route.
export const REALTIME_PATH = '/api/ws';

/** Server → browser. `ready` answers a good token; any feature event follows the same shape. */
export interface ServerMessage {
  type: string;
  payload?: unknown;
}

export const REALTIME_READY = 'ready';
export const REALTIME_PONG = 'pong';

/** Close codes: 4401 bad or expired token (sign in again), 4400 protocol error. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_PROTOCOL = 4400;

/** An event for everyone connected (presence), instead of a list of user ids. */
export const BROADCAST = '*';
