// Scale-out with real processes (issue 18 item 5): two API servers, separate OS processes with
// data folders of their own, on one PostgreSQL and one S3-compatible store (s3rver on loopback).
// A chat message, a mail, a kanban move and a notification made through one reach a WebSocket
// client connected to the other, and a file uploaded through one downloads through the other.
// Needs PostgreSQL (api-pg project); skipped on PGlite, where one process owns the database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../test/s3-server.ts';
import { testDatabaseUrl } from '../test/test-app.ts';
import { connectSocket } from '../test/ws-client.ts';
import {
  callJson,
  resetPostgresSchema,
  startServer,
  type ServerProcess,
} from './server-process.ts';

interface Account {
  email: string;
  token: string;
  userId: string;
}

/** An account through the public register call, or the first admin through first-run setup. */
async function register(
  baseUrl: string,
  label: string,
  call = '/api/account/register',
): Promise<Account> {
  const email = `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const answer = await callJson(`${baseUrl}${call}`, {
    body: { email, password: 'scale-out-1234', firstName: 'Scale', lastName: label },
  });
  if (answer.status !== 200)
    throw new Error(`register: ${answer.status} ${JSON.stringify(answer.body)}`);
  const body = answer.body as { accessToken: string; user: { id: string } };
  return { email, token: body.accessToken, userId: body.user.id };
}

/** A JSON call that must answer 200; returns the body. */
async function ok<T>(url: string, token: string, body?: unknown): Promise<T> {
  const answer = await callJson(url, { token, body });
  if (answer.status !== 200)
    throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

describe.skipIf(!testDatabaseUrl())('two API processes on one PostgreSQL and one S3 store', () => {
  let s3: TestS3;
  const folders: string[] = [];
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    await resetPostgresSchema();
    s3 = await startS3();
    // Started together: the setup lock (packages/db/src/setup-database.ts) lets one migrate.
    const started = await Promise.all(
      ['one', 'two'].map((name) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `keel-scale-${name}-`));
        folders.push(dataDir);
        return startServer({ dataDir, env: s3.env });
      }),
    );
    servers.push(...started);
  });

  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await s3?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('delivers chat, mail, kanban and notifications across processes and shares files', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    // The sender is the first admin (the board's columns need kanban.manage).
    const sender = await register(one.url, 'sender', '/api/setup');
    const receiver = await register(one.url, 'receiver');
    // The receiver's browser is connected to process two only.
    const socket = await connectSocket(two.url, receiver.token);
    await socket.waitFor('ready');
    const within = 15_000;

    // Chat.
    const sent = await ok<{ message: { id: string } }>(
      `${one.url}/api/chat/messages/new`,
      sender.token,
      {
        recipientIds: [receiver.userId],
        body: 'Hello from process one',
      },
    );
    await socket.waitFor(
      'chat.message',
      (p: { message: { id: string } }) => p.message.id === sent.message.id,
      within,
    );

    // Mail.
    await ok(`${one.url}/api/mail/send`, sender.token, {
      to: [receiver.email],
      subject: 'Across processes',
      message: '<p>hi</p>',
    });
    await socket.waitFor(
      'mail.new',
      (p: { subject: string }) => p.subject === 'Across processes',
      within,
    );

    // Kanban move (the board is shared workspace data).
    const todo = await ok<{ column: { id: string } }>(
      `${one.url}/api/kanban/columns/new`,
      sender.token,
      { name: 'To do' },
    );
    const done = await ok<{ column: { id: string } }>(
      `${one.url}/api/kanban/columns/new`,
      sender.token,
      { name: 'Done' },
    );
    const card = await ok<{ card: { id: string } }>(
      `${one.url}/api/kanban/cards/new`,
      sender.token,
      {
        columnId: todo.column.id,
        card: { name: 'Scale out' },
      },
    );
    await ok(`${one.url}/api/kanban/cards/move`, sender.token, {
      cardId: card.card.id,
      toColumnId: done.column.id,
      toIndex: 0,
    });
    const moved = await socket.waitFor(
      'kanban.changed',
      (p: { action: string }) => p.action === 'cards/move',
      within,
    );
    expect(moved.payload).toEqual({
      action: 'cards/move',
      by: sender.userId,
      call: '/api/kanban/cards/move',
    });
    const { board } = await ok<{ board: { columns: Record<string, { cardIds: string[] }> } }>(
      `${two.url}/api/kanban/board`,
      receiver.token,
    );
    expect(board.columns[done.column.id]?.cardIds).toEqual([card.card.id]);

    // A file uploaded through process one (its bytes in the shared bucket, not on one's disk)…
    const content = randomBytes(300_000);
    const form = new FormData();
    form.append('files', new Blob([content]), 'shared.bin');
    const uploaded = await fetch(`${one.url}/api/files/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const [file] = ((await uploaded.json()) as { files: { id: string; url: string }[] }).files;
    // …downloads through process two.
    const download = await fetch(`${two.url}${file!.url}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);

    // Notification: sharing the file through process one notifies the receiver on process two.
    await ok(`${one.url}/api/files/share`, sender.token, {
      fileId: file!.id,
      emails: [receiver.email],
      permission: 'view',
    });
    await socket.waitFor('notification.new', () => true, within);

    // The receiver opens the shared file through their own process.
    const link = await ok<{ url: string }>(
      `${two.url}/api/files/link?fileId=${file!.id}`,
      receiver.token,
    );
    const shared = await fetch(`${two.url}${link.url}`);
    expect(Buffer.from(await shared.arrayBuffer()).equals(content)).toBe(true);

    await socket.close();
  }, 90_000);
});
