// TLS_CERT_FILE and TLS_KEY_FILE (app.ts serverOptions, docs/decisions/022-http2-with-tls.md): one port answers
// HTTP/2 to clients that offer it, HTTP/1.1 to the rest, and the /api/ws WebSocket still opens
// (browsers upgrade over HTTP/1.1). The certificate is a throwaway one (scripts/self-signed-certificate.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { selfSignedCertificate } from '../../../scripts/self-signed-certificate.mjs';
import { readEnv } from './env.ts';
import { createTestApp, signIn, type TestApp } from './test/test-app.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'keel-tls-'));
const { cert, key } = selfSignedCertificate(dir);

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // The app itself is closed by the test "closes with an HTTP/2 session …".
  await t.database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('TLS', () => {
  it('answers HTTP/2 to a client that offers it', async () => {
    expect(baseUrl).toMatch(/^https:/);
    const session = http2.connect(baseUrl, { rejectUnauthorized: false });
    try {
      const { status, protocol } = await new Promise<{ status: number; protocol?: string }>(
        (resolve, reject) => {
          const request = session.request({ ':path': '/api/health' });
          request.on('response', (headers) => {
            // Read to the end: a stream left open would hold the session (and close()) open.
            request.resume();
            request.once('end', () =>
              resolve({ status: Number(headers[':status']), protocol: session.alpnProtocol }),
            );
          });
          request.on('error', reject);
          request.end();
        },
      );
      expect({ status, protocol }).toEqual({ status: 200, protocol: 'h2' });
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 to a client without HTTP/2', async () => {
    const { status, version } = await new Promise<{ status?: number; version: string }>(
      (resolve, reject) => {
        https
          .get(`${baseUrl}/api/health`, { rejectUnauthorized: false }, (response) => {
            response.resume();
            resolve({ status: response.statusCode, version: response.httpVersion });
          })
          .on('error', reject);
      },
    );
    expect({ status, version }).toEqual({ status: 200, version: '1.1' });
  });

  it('opens the /api/ws WebSocket over wss://', async () => {
    const demo = await signIn(t.app, 'demo@keel.dev');
    const socket = new WebSocket(`${baseUrl.replace(/^https/, 'wss')}/api/ws`, {
      rejectUnauthorized: false,
    });
    try {
      // Presence may come first; `ready` answers the auth message.
      const ready = await new Promise<{ type: string }>((resolve, reject) => {
        socket.once('error', reject);
        socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: demo.token })));
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as { type: string };
          if (message.type === 'ready') resolve(message);
        });
      });
      expect(ready.type).toBe('ready');
    } finally {
      socket.close();
    }
  });

  it('closes with an HTTP/2 session and an idle HTTP/1.1 connection open', async () => {
    const session = http2.connect(baseUrl, { rejectUnauthorized: false });
    await new Promise<void>((resolve) => session.once('connect', () => resolve()));
    const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false });
    await new Promise<void>((resolve, reject) =>
      https
        .get(`${baseUrl}/api/health`, { agent }, (response) => {
          response.resume();
          response.once('end', resolve);
        })
        .on('error', reject),
    );
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(5000);
    agent.destroy();
  });

  it('refuses a certificate without its key, and files it cannot read', () => {
    expect(() => readEnv({ TLS_CERT_FILE: cert })).toThrow(
      /TLS_KEY_FILE: TLS_CERT_FILE and TLS_KEY_FILE go together/,
    );
    expect(() =>
      readEnv({ TLS_CERT_FILE: cert, TLS_KEY_FILE: path.join(dir, 'missing.pem') }),
    ).toThrow(/TLS_KEY_FILE: cannot read/);
  });
});
