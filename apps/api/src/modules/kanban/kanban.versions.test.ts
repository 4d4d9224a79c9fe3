// Issue 17: a card edit names the version it started from; a stale one is refused with 409 and
// the card as it is now, so the drawer can merge instead of overwriting; on PostgreSQL, parallel
// edits from the same version save exactly one.
import { describe, expect, it } from 'vitest';
import type { KanbanCard } from '@keel/contracts/kanban';
import { kanbanTestKit } from './kanban.test-kit.ts';

const { demo, member, post, board, newCard } = kanbanTestKit();

describe('card versions', () => {
  it('saves from the current version, refuses a stale one with the current card', async () => {
    const columnId = (await board()).columnOrder[0]!;
    const card = await newCard(columnId, { name: 'Versioned', description: 'first' });
    expect(card.version).toBe(1);

    const mine = await post('/api/kanban/cards/update', {
      cardId: card.id,
      card: { description: 'mine' },
      version: 1,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ card: KanbanCard }>().card).toMatchObject({
      description: 'mine',
      version: 2,
    });

    const theirs = await post(
      '/api/kanban/cards/update',
      { cardId: card.id, card: { description: 'theirs' }, version: 1 },
      member.headers,
    );
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toMatchObject({
      code: 'STALE_VERSION',
      current: { id: card.id, description: 'mine', version: 2 },
      changedBy: { id: demo.userId },
      changedAt: expect.any(String),
    });
    expect((await board()).cards[card.id]).toMatchObject({ description: 'mine', version: 2 });

    // Moving a card is not an edit of its fields: the version stays.
    await post('/api/kanban/cards/move', { cardId: card.id, toColumnId: columnId, toIndex: 0 });
    expect((await board()).cards[card.id]!.version).toBe(2);
  });

  it('of parallel edits from one version, exactly one saves', async () => {
    const columnId = (await board()).columnOrder[0]!;
    const card = await newCard(columnId, { name: 'Raced' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        post('/api/kanban/cards/update', {
          cardId: card.id,
          card: { description: `edit ${index}` },
          version: card.version,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const saved = answers.find((answer) => answer.statusCode === 200)!.json<{ card: KanbanCard }>();
    expect((await board()).cards[card.id]).toMatchObject({
      description: saved.card.description,
      version: card.version + 1,
    });
  });
});
