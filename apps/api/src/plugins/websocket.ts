// The WebSocket at /api/ws: authenticates with the bearer token in a first `auth` message only
// (a token in the URL would land in logs and proxies, issue 22), then forwards every app.events event addressed to the user (or to everyone) to their
// open sockets. When a user changes (session ended, password changed, banned, deleted: the auth
// plugin's notification reaches every API process) their sockets check their token again and
// close at once if it no longer holds. Features learn about connections through `app.realtime.onConnection` (presence).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import {
  BROADCAST,
  ClientMessageSchema,
  CLOSE_PROTOCOL,
  CLOSE_UNAUTHORIZED,
  REALTIME_PATH,
  REALTIME_PONG,
  REALTIME_READY,
  type ServerMessage,
} from '@keel/contracts/realtime';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export type ConnectionEvent =
  | { kind: 'open' | 'close' | 'activity'; connectionId: string; userId: string }
  /** Every HEARTBEAT_MS, the connections still alive in this process. */
  | { kind: 'heartbeat'; connectionIds: string[] };

export interface Realtime {
  onConnection(handler: (event: ConnectionEvent) => Promise<void> | void): void;
  /** Sockets of this process (tests, metrics). */
  localConnectionCount(): number;
}

interface Connection {
  id: string;
  userId: string;
  token: string;
  socket: WebSocket;
  alive: boolean;
}

export const HEARTBEAT_MS = 30_000;
// A socket must authenticate this soon after it opens.
const AUTH_TIMEOUT_MS = 10_000;

export const websocketPlugin = fp(
  async (app) => {
    const connections = new Map<string, Connection>();
    const byUser = new Map<string, Set<Connection>>();
    const handlers: ((event: ConnectionEvent) => Promise<void> | void)[] = [];
    let closing = false;

    async function emit(event: ConnectionEvent) {
      for (const handler of handlers) {
        try {
          await handler(event);
        } catch (error) {
          if (!closing)
            app.log.error({ err: error, kind: event.kind }, 'realtime connection handler failed');
        }
      }
    }

    const send = (socket: WebSocket, message: ServerMessage | string) => {
      if (socket.readyState === socket.OPEN)
        socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    };

    const unsubscribe = app.events.subscribe((event) => {
      const raw = JSON.stringify({ type: event.type, payload: event.payload });
      const targets = event.userIds.includes(BROADCAST)
        ? connections.values()
        : event.userIds.flatMap((userId) => [...(byUser.get(userId) ?? [])]);
      for (const connection of targets) send(connection.socket, raw);
    });

    // Ended session, new password, ban or deletion: whatever no longer verifies closes now.
    app.auth.onUserChanged((userId) => {
      for (const connection of byUser.get(userId) ?? []) {
        app.auth.verifyToken(connection.token).catch(() => {
          send(connection.socket, {
            type: 'error',
            payload: { message: 'Invalid authorization token' },
          });
          connection.socket.close(CLOSE_UNAUTHORIZED, 'Invalid authorization token');
        });
      }
    });

    const heartbeat = setInterval(() => {
      for (const connection of connections.values()) {
        if (!connection.alive) {
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      }
      void emit({ kind: 'heartbeat', connectionIds: [...connections.keys()] });
    }, HEARTBEAT_MS);
    heartbeat.unref();

    // Upgrades reach the router only on the socket's own path, and @fastify/websocket lives in a
    // scope holding that one route: its hooks (two per request) stay off every other call.
    // `upgrades` is a server that never listens: it only hands those upgrades on.
    const upgrades = createServer();
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = request.url?.split('?', 1)[0];
      if (path === REALTIME_PATH || path === `${REALTIME_PATH}/`)
        return void upgrades.emit('upgrade', request, socket, head);
      // Node drops its own error listener before 'upgrade': without one, a reset would crash.
      socket.on('error', () => socket.destroy());
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () =>
        socket.destroy(),
      );
    };
    app.server.on('upgrade', onUpgrade);
    app.addHook('onClose', async () => void app.server.removeListener('upgrade', onUpgrade));

    await app.register(async (scope) => {
      await scope.register(websocket, {
        options: { maxPayload: 16 * 1024, server: upgrades },
        preClose,
      });
      scope.get(
        REALTIME_PATH,
        { websocket: true, config: { public: true }, schema: { hide: true } },
        openSocket,
      );
    });

    // Say goodbye properly (and record presence) before the database closes.
    async function preClose(this: FastifyInstance) {
      closing = true;
      clearInterval(heartbeat);
      unsubscribe();
      const open = [...connections.values()];
      await Promise.all(
        open.map((connection) =>
          emit({ kind: 'close', connectionId: connection.id, userId: connection.userId }),
        ),
      );
      for (const connection of open) connection.socket.close(1001, 'Server shutting down');
      connections.clear();
      byUser.clear();
      for (const client of this.websocketServer.clients) client.terminate();
    }

    app.decorate('realtime', {
      onConnection: (handler) => void handlers.push(handler),
      localConnectionCount: () => connections.size,
    } satisfies Realtime);

    function openSocket(socket: WebSocket) {
      let connection: Connection | undefined;
      let authenticating = false;
      const timers: NodeJS.Timeout[] = [];
      const reject = (code: number, message: string) => {
        send(socket, { type: 'error', payload: { message } });
        socket.close(code, message);
      };

      async function authenticate(token: string) {
        authenticating = true;
        try {
          const { user, expiresAt } = await app.auth.verifyToken(token);
          if (socket.readyState !== socket.OPEN || closing) return;
          connection = { id: randomUUID(), userId: user.id, token, socket, alive: true };
          connections.set(connection.id, connection);
          let set = byUser.get(user.id);
          if (!set) byUser.set(user.id, (set = new Set()));
          set.add(connection);
          // The token's expiry ends the socket too; the browser signs in again and reconnects.
          const remaining = expiresAt - Date.now();
          if (Number.isFinite(remaining))
            timers.push(
              setTimeout(
                () => reject(CLOSE_UNAUTHORIZED, 'Token expired'),
                Math.min(remaining, 2 ** 31 - 1),
              ),
            );
          await emit({ kind: 'open', connectionId: connection.id, userId: user.id });
          send(socket, { type: REALTIME_READY, payload: { userId: user.id } });
        } catch {
          reject(CLOSE_UNAUTHORIZED, 'Invalid authorization token');
        }
      }

      socket.on('pong', () => {
        if (connection) connection.alive = true;
      });
      socket.on('message', (data) => {
        let message;
        try {
          message = ClientMessageSchema.parse(JSON.parse(String(data)));
        } catch {
          return reject(CLOSE_PROTOCOL, 'Unknown message');
        }
        if (message.type === 'auth') {
          if (!connection && !authenticating) void authenticate(message.token);
        } else if (!connection) {
          reject(CLOSE_UNAUTHORIZED, 'Authorization token missing');
        } else if (message.type === 'ping') {
          connection.alive = true;
          send(socket, { type: REALTIME_PONG });
        } else {
          void emit({ kind: 'activity', connectionId: connection.id, userId: connection.userId });
        }
      });
      socket.on('close', () => {
        for (const timer of timers) clearTimeout(timer);
        if (!connection || closing) return;
        connections.delete(connection.id);
        byUser.get(connection.userId)?.delete(connection);
        if (byUser.get(connection.userId)?.size === 0) byUser.delete(connection.userId);
        void emit({ kind: 'close', connectionId: connection.id, userId: connection.userId });
      });

      timers.push(
        setTimeout(
          () => !connection && reject(CLOSE_UNAUTHORIZED, 'Authorization token missing'),
          AUTH_TIMEOUT_MS,
        ),
      );
    }
  },
  { name: 'websocket', dependencies: ['auth', 'events'] },
);
