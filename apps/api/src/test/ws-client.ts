// A WebSocket client for tests: connects to /api/ws of a listening app, signs in with a first
// `auth` message (or `?token=`), and lets a test wait for the event it expects.
import WebSocket from 'ws';
import type { ServerMessage } from '@keel/contracts/realtime';

export interface TestSocket {
  socket: WebSocket;
  messages: ServerMessage[];
  waitFor(
    type: string,
    match?: (payload: never) => boolean,
    timeoutMs?: number,
  ): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export async function connectSocket(
  baseUrl: string,
  token: string | null,
  via: 'message' | 'query' = 'message',
): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/ws${via === 'query' && token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const socket = new WebSocket(url);
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ServerMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (via === 'message' && token) socket.send(JSON.stringify({ type: 'auth', token }));

  function waitFor(
    type: string,
    match: (payload: never) => boolean = () => true,
    timeoutMs = 5000,
  ) {
    return new Promise<ServerMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(
          (message) => message.type === type && match(message.payload as never),
        );
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(
            `no ${type} within ${timeoutMs} ms; got ${JSON.stringify(messages.map((m) => m.type))}`,
          ),
        );
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  }

  return {
    socket,
    messages,
    waitFor,
    closed,
    async close() {
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)
        socket.close();
      await closed;
    },
  };
}
