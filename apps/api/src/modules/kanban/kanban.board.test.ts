// The shared board (docs/spec/pages.md#kanban): reading it, the assignee picker, its sections (columns) and
// their order, moving cards between and within them, and the documented calls.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kanbanCards } from '@keel/db/schema/kanban';
import { expectConsistent, kanbanTestKit } from './kanban.test-kit.ts';

const { t, demo, member, manager, post, board, newColumn, newCard } = kanbanTestKit();

describe('GET /api/kanban/board', () => {
  it('answers the seeded board: four columns in order, 30 cards, each in one column', async () => {
    const b = await board();
    expect(b.columnOrder.map((id) => b.columns[id]!.name)).toEqual([
      'Backlog',
      'In progress',
      'Review',
      'Done',
    ]);
    expect(Object.keys(b.cards)).toHaveLength(30);
    expectConsistent(b);
    const done = b.columns[b.columnOrder[3]!]!;
    expect(done.cardIds.every((id) => b.cards[id]!.completed)).toBe(true);
    const card = Object.values(b.cards)[0]!;
    expect(card).toMatchObject({
      priority: expect.stringMatching(/^(low|medium|high)$/),
      attachments: [],
    });
    expect(card.assignee.length).toBeGreaterThan(0);
    expect(card.assignee[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      avatar: expect.stringMatching(/^\/api\/uploads\//),
    });
    expect(card.due).toHaveLength(2);
    const commented = Object.values(b.cards).find((c) => c.comments.length > 0)!;
    expect(commented.comments[0]).toMatchObject({
      authorId: expect.any(String),
      name: expect.any(String),
      messageType: 'text',
    });
  });

  it('is the same board for every signed-in user and refuses anonymous calls', async () => {
    expect(await board(member.headers)).toEqual(await board());
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/kanban/board' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Authorization token missing');
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/kanban/columns/new',
      payload: { name: 'X' },
    });
    expect(write.statusCode).toBe(401);
  });
});

describe('GET /api/kanban/assignees', () => {
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/kanban/assignees${query}`, headers: demo.headers });

  it('pages active users by name and searches name and e-mail', async () => {
    const first = (await get('?pageSize=5')).json();
    expect(first.assignees).toHaveLength(5);
    expect(first.total).toBeGreaterThan(40);
    const second = (await get('?pageSize=5&page=2')).json();
    const ids = new Set(first.assignees.map((a: { id: string }) => a.id));
    expect(second.assignees.some((a: { id: string }) => ids.has(a.id))).toBe(false);
    expect((await get('?q=lucian')).json()).toEqual({
      assignees: [
        {
          id: member.userId,
          name: "Lucian O'Brien",
          avatar: expect.stringMatching(/^\/api\/uploads\//),
        },
      ],
      total: 1,
    });
    expect((await get('?q=member@keel')).json().total).toBe(1);
    expect((await get('?q=%25')).json().total).toBe(0);
    expect((await get('?pageSize=101')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/kanban/assignees' })).statusCode).toBe(
      401,
    );
  });
});

describe('columns', () => {
  it('creates a column at the end of the order, empty, with a trimmed name', async () => {
    const before = await board();
    const column = await newColumn('  Ideas  ');
    expect(column).toEqual({ id: expect.any(String), name: 'Ideas', cardIds: [] });
    const after = await board(member.headers);
    expect(after.columnOrder).toEqual([...before.columnOrder, column.id]);
    expect(after.columns[column.id]).toEqual(column);
  });

  it('ignores cards sent with a new column: it always starts empty', async () => {
    const someCard = Object.keys((await board()).cards)[0]!;
    const response = await post('/api/kanban/columns/new', { name: 'Sneaky', cardIds: [someCard] });
    expect(response.json().column.cardIds).toEqual([]);
    expectConsistent(await board());
  });

  it('rejects a blank or too long name with 400 and changes nothing', async () => {
    const before = await board();
    const blank = await post('/api/kanban/columns/new', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.name).toBe('Section name is required');
    const missing = await post('/api/kanban/columns/new', {});
    expect(missing.json().fields.name).toBe('Section name is required');
    const long = await post('/api/kanban/columns/new', { name: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Section name must be at most 50 characters');
    expect(await board()).toEqual(before);
  });

  it('renames a column and keeps its cards', async () => {
    const b = await board();
    const id = b.columnOrder[1]!;
    const response = await post('/api/kanban/columns/update', {
      columnId: id,
      column: { name: 'Doing' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().column).toEqual({ id, name: 'Doing', cardIds: b.columns[id]!.cardIds });
    expect((await board()).columns[id]!.name).toBe('Doing');
    await post('/api/kanban/columns/update', { columnId: id, column: { name: 'In progress' } });
  });

  it('answers 404 for an unknown column and 400 for bad update bodies', async () => {
    const before = await board();
    const unknown = await post('/api/kanban/columns/update', {
      columnId: crypto.randomUUID(),
      column: { name: 'X' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Column not found');
    const badId = await post('/api/kanban/columns/update', {
      columnId: 'nope',
      column: { name: 'X' },
    });
    expect(badId.statusCode).toBe(400);
    const blank = await post('/api/kanban/columns/update', {
      columnId: before.columnOrder[0],
      column: { name: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields['column.name']).toBe('Section name is required');
    expect(await board()).toEqual(before);
  });

  it('deletes a column with its cards', async () => {
    const column = await newColumn('Temporary');
    const first = await newCard(column.id, { name: 'Goes away' });
    const second = await newCard(column.id, { name: 'Goes away too' });
    await post('/api/kanban/cards/comments/new', { cardId: first.id, message: 'bye' });
    const response = await post('/api/kanban/columns/delete', { columnId: column.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const after = await board();
    expect(after.columnOrder).not.toContain(column.id);
    expect(after.cards[first.id]).toBeUndefined();
    expect(after.cards[second.id]).toBeUndefined();
    expectConsistent(after);
    const again = await post('/api/kanban/columns/delete', { columnId: column.id });
    expect(again.statusCode).toBe(404);
    const bad = await post('/api/kanban/columns/delete', { columnId: 42 });
    expect(bad.statusCode).toBe(400);
  });

  it('saves a new column order, which every user then reads (sections need kanban.manage)', async () => {
    const before = await board();
    const reversed = [...before.columnOrder].reverse();
    const refused = await post(
      '/api/kanban/columns/reorder',
      { columnOrder: reversed },
      member.headers,
    );
    expect(refused.statusCode).toBe(403);
    const response = await post(
      '/api/kanban/columns/reorder',
      { columnOrder: reversed },
      manager.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ columnOrder: reversed });
    expect((await board()).columnOrder).toEqual(reversed);
    await post('/api/kanban/columns/reorder', { columnOrder: before.columnOrder });
  });

  it('refuses an order with duplicates (400) or a stale set of columns (409), changing nothing', async () => {
    const before = await board();
    const [a, b] = before.columnOrder as [string, string];
    const duplicate = await post('/api/kanban/columns/reorder', {
      columnOrder: [a, a, ...before.columnOrder.slice(2)],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('Each section may appear only once');
    const missing = await post('/api/kanban/columns/reorder', { columnOrder: [b, a] });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe('The board has changed. Reload it and try again.');
    const unknown = await post('/api/kanban/columns/reorder', {
      columnOrder: [...before.columnOrder.slice(1), crypto.randomUUID()],
    });
    expect(unknown.statusCode).toBe(409);
    const notAList = await post('/api/kanban/columns/reorder', { columnOrder: 'abc' });
    expect(notAList.statusCode).toBe(400);
    expect((await board()).columnOrder).toEqual(before.columnOrder);
  });
});

describe('POST /api/kanban/cards/move', () => {
  it('moves a card to a position in another column', async () => {
    const b = await board();
    const [from, to] = [b.columnOrder[0]!, b.columnOrder[2]!];
    const cardId = b.columns[from]!.cardIds[1]!;
    const response = await post('/api/kanban/cards/move', { cardId, toColumnId: to, toIndex: 1 });
    expect(response.statusCode).toBe(200);
    const expectedFrom = b.columns[from]!.cardIds.filter((id) => id !== cardId);
    const expectedTo = [...b.columns[to]!.cardIds];
    expectedTo.splice(1, 0, cardId);
    expect(response.json().columns).toEqual([
      { id: from, name: b.columns[from]!.name, cardIds: expectedFrom },
      { id: to, name: b.columns[to]!.name, cardIds: expectedTo },
    ]);
    const after = await board(member.headers);
    expect(after.columns[from]!.cardIds).toEqual(expectedFrom);
    expect(after.columns[to]!.cardIds).toEqual(expectedTo);
    expectConsistent(after);
  });

  it('reorders within a column, and an index past the end means last', async () => {
    const b = await board();
    const columnId = b.columnOrder[1]!;
    const ids = b.columns[columnId]!.cardIds;
    const first = ids[0]!;
    const toEnd = await post('/api/kanban/cards/move', {
      cardId: first,
      toColumnId: columnId,
      toIndex: 999,
    });
    expect(toEnd.json().columns).toEqual([
      { id: columnId, name: b.columns[columnId]!.name, cardIds: [...ids.slice(1), first] },
    ]);
    await post('/api/kanban/cards/move', { cardId: first, toColumnId: columnId, toIndex: 0 });
    expect((await board()).columns[columnId]!.cardIds).toEqual(ids);
  });

  it('rejects bad moves and changes nothing', async () => {
    const before = await board();
    const cardId = before.columns[before.columnOrder[0]!]!.cardIds[0]!;
    const cases: Array<[unknown, number, string]> = [
      [
        { cardId, toColumnId: before.columnOrder[1], toIndex: -1 },
        400,
        'toIndex must be 0 or more',
      ],
      [
        { cardId, toColumnId: before.columnOrder[1], toIndex: 1.5 },
        400,
        'toIndex must be a whole number',
      ],
      [{ cardId, toColumnId: before.columnOrder[1] }, 400, 'toIndex must be a number'],
      [{ cardId, toColumnId: crypto.randomUUID(), toIndex: 0 }, 404, 'Column not found'],
      [
        { cardId: crypto.randomUUID(), toColumnId: before.columnOrder[1], toIndex: 0 },
        404,
        'Card not found',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post('/api/kanban/cards/move', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await board()).toEqual(before);
  });

  it('keeps one card per position and each card in one column under concurrent moves', async () => {
    const b = await board();
    const cardIds = Object.keys(b.cards);
    // A fixed pseudo-random script, so a failure reproduces.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const moves = Array.from({ length: 40 }, () => ({
      cardId: cardIds[next(cardIds.length)]!,
      toColumnId: b.columnOrder[next(b.columnOrder.length)]!,
      toIndex: next(12),
    }));
    const responses = await Promise.all(
      moves.map((move, index) =>
        post('/api/kanban/cards/move', move, index % 2 ? demo.headers : member.headers),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(moves.map(() => 200));
    const after = await board();
    expectConsistent(after);
    expect(Object.keys(after.cards)).toHaveLength(cardIds.length);
    const rows = await t.database.db
      .select({ columnId: kanbanCards.columnId, position: kanbanCards.position })
      .from(kanbanCards)
      .orderBy(asc(kanbanCards.columnId), asc(kanbanCards.position));
    for (const columnId of after.columnOrder) {
      const positions = rows.filter((row) => row.columnId === columnId).map((row) => row.position);
      expect(new Set(positions).size, `positions in ${columnId}`).toBe(positions.length);
    }
    // The last move of each card decides its column.
    const lastColumn = new Map(moves.map((m) => [m.cardId, m.toColumnId]));
    for (const [cardId, columnId] of lastColumn) {
      const [row] = await t.database.db
        .select({ columnId: kanbanCards.columnId })
        .from(kanbanCards)
        .where(eq(kanbanCards.id, cardId));
      expect(row!.columnId).toBe(columnId);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every kanban and calendar call', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const path of [
      '/api/kanban/board',
      '/api/kanban/assignees',
      '/api/kanban/columns/new',
      '/api/kanban/columns/update',
      '/api/kanban/columns/delete',
      '/api/kanban/columns/reorder',
      '/api/kanban/cards/new',
      '/api/kanban/cards/update',
      '/api/kanban/cards/delete',
      '/api/kanban/cards/move',
      '/api/kanban/cards/comments/new',
      '/api/calendar/events',
      '/api/calendar/events/new',
      '/api/calendar/events/update',
      '/api/calendar/events/delete',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
