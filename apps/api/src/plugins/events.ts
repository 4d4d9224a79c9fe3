// Server-side events for users (new mail, chat messages, notifications, presence), fanned out
// through PostgreSQL LISTEN/NOTIFY so every API process on one database hears every event.
// Features publish; the WebSocket plugin subscribes and forwards to the users' open sockets.
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export interface UserEvent {
  /** Who receives it. */
  userIds: string[];
  type: string;
  payload: unknown;
}

export interface EventBus {
  publish(event: UserEvent): Promise<void>;
  subscribe(handler: (event: UserEvent) => void): () => void;
  /** Hears, for every event received, how long it took from publish to here (metrics). */
  observeLag(observer: (milliseconds: number) => void): void;
}

/** On the wire: the event and when it was published (Date.now() of the publishing process). */
type WireEvent = UserEvent & { at?: number };

export const EVENTS_CHANNEL = 'keel_events';
// NOTIFY payloads are limited to 8000 bytes; larger events are published as a "refetch" hint.
const MAX_PAYLOAD_BYTES = 7900;

export const eventsPlugin = fp(
  async (app) => {
    const handlers = new Set<(event: UserEvent) => void>();
    const lagObservers: ((milliseconds: number) => void)[] = [];
    const unlisten = await app.database.listen(EVENTS_CHANNEL, (raw) => {
      let event: WireEvent;
      try {
        event = JSON.parse(raw) as WireEvent;
      } catch {
        return;
      }
      if (typeof event.at === 'number') {
        const lag = Math.max(0, Date.now() - event.at);
        for (const observer of lagObservers) observer(lag);
      }
      for (const handler of handlers) handler(event);
    });
    app.addHook('onClose', async () => unlisten());

    app.decorate('events', {
      async publish(event) {
        const at = Date.now();
        let raw = JSON.stringify({ ...event, at } satisfies WireEvent);
        if (Buffer.byteLength(raw) > MAX_PAYLOAD_BYTES) {
          raw = JSON.stringify({
            userIds: event.userIds,
            type: event.type,
            payload: { truncated: true },
            at,
          } satisfies WireEvent);
        }
        await app.database.notify(EVENTS_CHANNEL, raw);
      },
      subscribe(handler) {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
      observeLag: (observer) => void lagObservers.push(observer),
    } satisfies EventBus);
  },
  { name: 'events', dependencies: ['database'] },
);
