// Live kanban (issue 20): every board change is pushed to every open board over the WebSocket,
// also to sockets held by another API process on the same PostgreSQL (LISTEN/NOTIFY).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, testDatabaseUrl, type TestApp } from '../../test/test-app.ts';
import { startSecondProcess, type SecondProcess } from '../../test/two-process.ts';
import { connectSocket } from '../../test/ws-client.ts';

let t: TestApp;
let url: string;
let demo: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  demo = await signIn(t.app, 'demo@keel.dev');
  member = await signIn(t.app, 'member@keel.dev');
});
afterAll(async () => t.close());

interface Board {
  cards: Record<string, { id: string; name: string }>;
  columns: Record<string, { id: string; cardIds: string[] }>;
  columnOrder: string[];
}
async function board(app: FastifyInstance, headers: Record<string, string>): Promise<Board> {
  return (await app.inject({ method: 'GET', url: '/api/kanban/board', headers })).json().board;
}

describe('live kanban', () => {
  it('tells every open board about a move, a new card and a comment, naming who did it', async () => {
    const socket = await connectSocket(url, member.token);
    await socket.waitFor('ready');
    const { columns, columnOrder } = await board(t.app, demo.headers);
    const from = columns[columnOrder[0]!]!;
    const to = columnOrder[1]!;
    const cardId = from.cardIds[0]!;
    const post = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: path, headers: demo.headers, payload });

    expect(
      (await post('/api/kanban/cards/move', { cardId, toColumnId: to, toIndex: 0 })).statusCode,
    ).toBe(200);
    const moved = await socket.waitFor(
      'kanban.changed',
      (payload: { call: string }) => payload.call === '/api/kanban/cards/move',
    );
    expect(moved.payload).toEqual({
      action: 'cards/move',
      by: demo.userId,
      call: '/api/kanban/cards/move',
    });

    await post('/api/kanban/cards/comments/new', {
      cardId,
      message: 'Live comment',
      messageType: 'text',
    });
    await socket.waitFor(
      'kanban.changed',
      (payload: { call: string }) => payload.call === '/api/kanban/cards/comments/new',
    );

    // A failed call (the card is gone) changes nothing and tells no one: after it, the next
    // event on the socket is the following successful move's.
    const changes = () =>
      socket.messages.filter((message) => message.type === 'kanban.changed').length;
    const before = changes();
    const gone = await post('/api/kanban/cards/delete', {
      cardId: '00000000-0000-4000-8000-000000000000',
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Card not found');
    await post('/api/kanban/cards/move', { cardId, toColumnId: from.id, toIndex: 0 });
    await socket.waitFor('kanban.changed', () => changes() > before);
    expect(changes()).toBe(before + 1);
    socket.close();
  });
});

const databaseUrl = testDatabaseUrl();
describe.skipIf(!databaseUrl)('live kanban across two API processes', () => {
  let second: SecondProcess;
  beforeAll(async () => {
    second = await startSecondProcess(t);
  });
  afterAll(async () => second?.close());

  it('reaches a board open on the other process', async () => {
    const onSecond = await signIn(second.app, 'member@keel.dev');
    const socket = await connectSocket(second.url, onSecond.token);
    await socket.waitFor('ready');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kanban/columns/new',
      headers: demo.headers,
      payload: { name: 'Across processes' },
    });
    expect(response.statusCode).toBe(200);
    const pushed = await socket.waitFor(
      'kanban.changed',
      (payload: { call: string }) => payload.call === '/api/kanban/columns/new',
    );
    expect(pushed.payload).toMatchObject({ by: demo.userId });
    socket.close();
  });
});
