// Graceful close for the HTTPS server (TLS_CERT_FILE: app.ts serverOptions). Node's HTTP/2 server
// (before Node 24) neither ends its sessions on close() nor has closeIdleConnections() for the
// HTTP/1.1 connections it also takes (allowHTTP1), so close() waited for every browser's open
// connection to time out. Before the server closes, each HTTP/2 session gets a GOAWAY (its open
// streams finish), and each HTTP/1.1 connection is ended once no request is running on it.
// WebSocket connections are left to plugins/websocket.ts, which closes them with a code.
import type { Socket } from 'node:net';
import type { Http2SecureServer, ServerHttp2Session } from 'node:http2';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';

export function closeTlsConnectionsGracefully(app: FastifyInstance): void {
  const server = app.server as unknown as Http2SecureServer;
  const sessions = new Set<ServerHttp2Session>();
  const http1 = new Set<Socket>();
  const busy = new Map<Socket, number>();
  let closing = false;

  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.alpnProtocol === 'h2') return;
    http1.add(socket);
    socket.once('close', () => http1.delete(socket));
  });
  server.on('upgrade', (request: { socket: Socket }) => http1.delete(request.socket));

  const isHttp1 = (request: { raw: { httpVersionMajor: number } }) =>
    request.raw.httpVersionMajor === 1;
  app.addHook('onRequest', async (request) => {
    if (!isHttp1(request)) return;
    const socket = request.raw.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
  });
  app.addHook('onResponse', async (request) => {
    if (!isHttp1(request)) return;
    const socket = request.raw.socket;
    const left = (busy.get(socket) ?? 1) - 1;
    if (left > 0) return void busy.set(socket, left);
    busy.delete(socket);
    if (closing) socket.end();
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const session of sessions) session.close();
    for (const socket of http1) if (!busy.has(socket)) socket.end();
  });
}
