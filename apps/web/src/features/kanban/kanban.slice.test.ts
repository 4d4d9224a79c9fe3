import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardsReordered,
  columnCreated,
  columnDeleted,
  columnRenamed,
  columnsReordered,
  commentAdded,
  fetchBoard,
  initialKanbanState,
  kanbanSlice,
  taskAdded,
  taskDeleted,
  taskUpdated,
  type KanbanState,
} from './kanban.slice.ts';
import { moveCard } from './kanban-moves.ts';
import { card, sampleBoard } from './kanban-test-data.ts';

const reduce = kanbanSlice.reducer;
const loaded = (): KanbanState => ({ ...initialKanbanState, ...sampleBoard() });

describe('kanban slice: the seed transitions', () => {
  it('loading sets loading, success stores the board and clears it, failure stores the error', () => {
    const pending = reduce(initialKanbanState, fetchBoard.pending('r', undefined));
    expect(pending).toMatchObject({ loading: true, error: null });
    const done = reduce(pending, fetchBoard.fulfilled(sampleBoard(), 'r', undefined));
    expect(done).toEqual({ ...sampleBoard(), loading: false, error: null });
    const failed = reduce(
      pending,
      fetchBoard.rejected(new Error('Something went wrong'), 'r', undefined),
    );
    expect(failed).toMatchObject({ loading: false, error: 'Something went wrong' });
  });

  it('creating a column appends its id to the order', () => {
    const state = reduce(loaded(), columnCreated({ id: 'd', name: 'Review', cardIds: [] }));
    expect(state.columnOrder).toEqual(['a', 'b', 'c', 'd']);
    expect(state.columns.d).toEqual({ id: 'd', name: 'Review', cardIds: [] });
  });

  it('renaming a column keeps its cards', () => {
    const state = reduce(loaded(), columnRenamed({ columnId: 'a', name: 'Ideas' }));
    expect(state.columns.a).toEqual({ id: 'a', name: 'Ideas', cardIds: ['1', '2'] });
  });

  it('deleting a column removes its cards and its id from the order', () => {
    const state = reduce(loaded(), columnDeleted('a'));
    expect(state.columnOrder).toEqual(['b', 'c']);
    expect(state.columns.a).toBeUndefined();
    expect(Object.keys(state.cards)).toEqual(['3']);
  });

  it('adding a task adds the card and appends its id to the column', () => {
    const state = reduce(loaded(), taskAdded({ card: card('9'), columnId: 'b' }));
    expect(state.cards['9']).toEqual(card('9'));
    expect(state.columns.b!.cardIds).toEqual(['3', '9']);
  });

  it('deleting a task removes it from the column and from cards', () => {
    const state = reduce(loaded(), taskDeleted({ cardId: '1', columnId: 'a' }));
    expect(state.columns.a!.cardIds).toEqual(['2']);
    expect(state.cards['1']).toBeUndefined();
  });

  it('updating a task replaces the card; a comment is appended to it', () => {
    const updated = { ...card('2'), name: 'Renamed', completed: true };
    let state = reduce(loaded(), taskUpdated(updated));
    expect(state.cards['2']).toEqual(updated);
    const comment = {
      id: 'c1',
      authorId: 'u',
      name: 'U',
      avatar: null,
      createdAt: '2030-01-01T00:00:00Z',
      messageType: 'text' as const,
      message: 'Hi',
    };
    state = reduce(state, commentAdded({ cardId: '2', comment }));
    expect(state.cards['2']!.comments).toEqual([comment]);
  });

  it('reordering columns or cards replaces the stored order locally', () => {
    let state = reduce(loaded(), columnsReordered(['c', 'a', 'b']));
    expect(state.columnOrder).toEqual(['c', 'a', 'b']);
    const columns = moveCard(state.columns, '1', 'c', 0);
    state = reduce(state, cardsReordered(columns));
    expect(state.columns).toEqual(columns);
    expect(state.cards).toEqual(sampleBoard().cards);
  });
});

// A random mix of every transition keeps the board whole: every listed card exists, every
// card is listed in exactly one column, and the order names exactly the columns.
const command = fc.oneof(
  fc.record({ kind: fc.constant('createColumn' as const), n: fc.nat() }),
  fc.record({ kind: fc.constant('deleteColumn' as const), n: fc.nat() }),
  fc.record({ kind: fc.constant('addTask' as const), n: fc.nat() }),
  fc.record({ kind: fc.constant('deleteTask' as const), n: fc.nat() }),
  fc.record({
    kind: fc.constant('moveCard' as const),
    n: fc.nat(),
    m: fc.nat(),
    index: fc.integer({ min: 0, max: 10 }),
  }),
  fc.record({ kind: fc.constant('reorderColumns' as const), n: fc.nat() }),
);

function expectWhole(state: KanbanState) {
  const listed = state.columnOrder.flatMap((id) => state.columns[id]!.cardIds);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(Object.keys(state.cards).sort());
  expect([...state.columnOrder].sort()).toEqual(Object.keys(state.columns).sort());
}

describe('kanban slice properties', () => {
  it('keeps every card in exactly one column through random sequences of changes', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        let state = loaded();
        let counter = 0;
        for (const step of commands) {
          const columnIds = state.columnOrder;
          const cardIds = Object.keys(state.cards);
          const pickColumn = (n: number) => columnIds[n % columnIds.length];
          switch (step.kind) {
            case 'createColumn':
              state = reduce(
                state,
                columnCreated({ id: `new${(counter += 1)}`, name: 'N', cardIds: [] }),
              );
              break;
            case 'deleteColumn':
              if (columnIds.length) state = reduce(state, columnDeleted(pickColumn(step.n)!));
              break;
            case 'addTask':
              if (columnIds.length)
                state = reduce(
                  state,
                  taskAdded({ card: card(`t${(counter += 1)}`), columnId: pickColumn(step.n)! }),
                );
              break;
            case 'deleteTask': {
              const cardId = cardIds[step.n % Math.max(1, cardIds.length)];
              const columnId = columnIds.find(
                (id) => cardId && state.columns[id]!.cardIds.includes(cardId),
              );
              if (cardId && columnId) state = reduce(state, taskDeleted({ cardId, columnId }));
              break;
            }
            case 'moveCard': {
              const cardId = cardIds[step.n % Math.max(1, cardIds.length)];
              if (cardId && columnIds.length) {
                state = reduce(
                  state,
                  cardsReordered(moveCard(state.columns, cardId, pickColumn(step.m)!, step.index)),
                );
              }
              break;
            }
            case 'reorderColumns':
              state = reduce(
                state,
                columnsReordered([
                  ...columnIds.slice(step.n % Math.max(1, columnIds.length)),
                  ...columnIds.slice(0, step.n % Math.max(1, columnIds.length)),
                ]),
              );
              break;
          }
          expectWhole(state);
        }
      }),
    );
  });
});
