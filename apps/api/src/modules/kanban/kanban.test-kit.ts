// What the kanban API tests share: one fresh app per test file with the demo and member
// sign-ins, the calls they make, and the board's consistency check.
import { expect } from 'vitest';
import type { KanbanBoard, KanbanCard } from '@keel/contracts/kanban';
import { appWithDemoSessions } from '../../test/demo-sessions.ts';

/** Call at the top of a test file; the app and sessions are there once its tests run. */
export function kanbanTestKit() {
  const { t, demo, member, manager, post } = appWithDemoSessions();

  async function board(headers = demo.headers): Promise<KanbanBoard> {
    const response = await t.app.inject({ method: 'GET', url: '/api/kanban/board', headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ board: KanbanBoard }>().board;
  }

  async function newColumn(name: string) {
    const response = await post('/api/kanban/columns/new', { name });
    expect(response.statusCode).toBe(200);
    return response.json<{ column: { id: string; name: string; cardIds: string[] } }>().column;
  }

  async function newCard(columnId: string, card: Record<string, unknown>) {
    const response = await post('/api/kanban/cards/new', { columnId, card });
    expect(response.statusCode).toBe(200);
    return response.json<{ card: KanbanCard }>().card;
  }

  return { t, demo, member, manager, post, board, newColumn, newCard };
}

/** Every card sits in exactly one column and every column lists only existing cards. */
export function expectConsistent(b: KanbanBoard) {
  const listed = b.columnOrder.flatMap((id) => b.columns[id]!.cardIds);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(Object.keys(b.cards).sort());
  expect([...b.columnOrder].sort()).toEqual(Object.keys(b.columns).sort());
}
