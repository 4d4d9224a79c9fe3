// A TCP proxy on loopback between the API and PostgreSQL, for the fault suite: it forwards
// bytes, and on demand cuts every connection (and refuses new ones), or stalls (accepts
// connections and never forwards a byte: a black-holed network), then restores the path.
import { createServer, connect, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'stall';

export interface TcpProxy {
  port: number;
  /** Drops every open connection; new ones are refused (port closed) until `restore()`. */
  cut(): Promise<void>;
  /** Drops every open connection; new ones are accepted and never answered. */
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  const onConnection = (client: Socket) => {
    track(client);
    if (mode === 'stall') return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const port = await listen(0);

  return {
    port,
    async cut() {
      mode = 'refuse';
      const closing = closeServer();
      dropAll();
      await closing;
    },
    stall() {
      mode = 'stall';
      dropAll();
    },
    async restore() {
      if (mode === 'refuse') {
        server = createServer(onConnection);
        await listen(port);
      }
      // Stalled sockets never carried a byte: drop them so their clients retry.
      if (mode === 'stall') dropAll();
      mode = 'forward';
    },
    async close() {
      dropAll();
      if (server.listening) await closeServer();
    },
  };
}
