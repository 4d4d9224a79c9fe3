// The WebSocket at /api/ws: what the browser sends and what the server pushes.
// Feature events (chat.*, mail.*, notification.new) travel inside `{ type, payload }`.
import { z } from 'zod';

export const REALTIME_PATH = '/api/ws';

/** Browser → server. `auth` must come first unless the URL carried `?token=`. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(4096) }),
  z.object({ type: z.literal('ping') }),
  /** The user did something in the tab: keeps them from reading as idle. */
  z.object({ type: z.literal('activity') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

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
