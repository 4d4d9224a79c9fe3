// The WebSocket at /api/ws: what the browser sends and what the server pushes.
// Feature events (chat.*, mail.*, notification.new) travel inside `{ type, payload }`.
import { z } from 'zod';
export {
  BROADCAST,
  CLOSE_PROTOCOL,
  CLOSE_UNAUTHORIZED,
  REALTIME_PATH,
  REALTIME_PONG,
  REALTIME_READY,
  type ServerMessage,
} from './realtime-constants.ts';

/** Browser → server. `auth` must come first unless the URL carried `?token=`. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(4096) }),
  z.object({ type: z.literal('ping') }),
  /** The user did something in the tab: keeps them from reading as idle. */
  z.object({ type: z.literal('activity') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
