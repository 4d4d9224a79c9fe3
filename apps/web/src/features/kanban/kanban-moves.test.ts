import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnOfCard, moveCard, moveColumn, type Columns } from './kanban-moves.ts';
import { sampleBoard } from './kanban-test-data.ts';

const columns = () => sampleBoard().columns;

describe('moveCard', () => {
  it('moves a card to a position in another column', () => {
    const after = moveCard(columns(), '1', 'b', 0);
    expect(after.a!.cardIds).toEqual(['2']);
    expect(after.b!.cardIds).toEqual(['1', '3']);
  });

  it('reorders within a column (remove, then insert at the index)', () => {
    expect(moveCard(columns(), '1', 'a', 1).a!.cardIds).toEqual(['2', '1']);
    expect(moveCard(columns(), '2', 'a', 0).a!.cardIds).toEqual(['2', '1']);
  });

  it('treats an index past the end as last and a negative one as first', () => {
    expect(moveCard(columns(), '3', 'a', 99).a!.cardIds).toEqual(['1', '2', '3']);
    expect(moveCard(columns(), '3', 'a', -4).a!.cardIds).toEqual(['3', '1', '2']);
  });

  it('leaves the board as is for an unknown card or column', () => {
    const before = columns();
    expect(moveCard(before, 'nope', 'a', 0)).toBe(before);
    expect(moveCard(before, '1', 'nope', 0)).toBe(before);
  });

  it('does not change its input', () => {
    const before = columns();
    const copy = structuredClone(before);
    moveCard(before, '1', 'c', 0);
    expect(before).toEqual(copy);
  });
});

describe('moveColumn', () => {
  it('moves a column to a new place in the order', () => {
    expect(moveColumn(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(moveColumn(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'x', 0)).toEqual(['a', 'b', 'c']);
  });
});

// Random boards and random sequences of moves.
const boardArbitrary = fc
  .record({
    columnCount: fc.integer({ min: 1, max: 6 }),
    cardColumns: fc.array(fc.nat(), { maxLength: 30 }),
  })
  .map(({ columnCount, cardColumns }) => {
    const result: Columns = {};
    for (let c = 0; c < columnCount; c += 1)
      result[`col${c}`] = { id: `col${c}`, name: `Column ${c}`, cardIds: [] };
    cardColumns.forEach((column, index) =>
      result[`col${column % columnCount}`]!.cardIds.push(`card${index}`),
    );
    return result;
  });

const moveArbitrary = fc.record({
  card: fc.nat(),
  column: fc.nat(),
  index: fc.integer({ min: -2, max: 40 }),
});

function applyMoves(start: Columns, moves: Array<{ card: number; column: number; index: number }>) {
  const cardIds = Object.values(start).flatMap((column) => column.cardIds);
  const columnIds = Object.keys(start);
  return moves.reduce((board, move) => {
    if (cardIds.length === 0) return board;
    return moveCard(
      board,
      cardIds[move.card % cardIds.length]!,
      columnIds[move.column % columnIds.length]!,
      move.index,
    );
  }, start);
}

describe('moveCard properties', () => {
  it('keeps every card in exactly one column through any sequence of moves', () => {
    fc.assert(
      fc.property(boardArbitrary, fc.array(moveArbitrary, { maxLength: 40 }), (start, moves) => {
        const end = applyMoves(start, moves);
        const before = Object.values(start)
          .flatMap((column) => column.cardIds)
          .sort();
        const after = Object.values(end)
          .flatMap((column) => column.cardIds)
          .sort();
        expect(after).toEqual(before);
        expect(Object.keys(end).sort()).toEqual(Object.keys(start).sort());
      }),
    );
  });

  it('puts the moved card where it was asked, clamped to the column', () => {
    fc.assert(
      fc.property(boardArbitrary, moveArbitrary, (start, move) => {
        const cardIds = Object.values(start).flatMap((column) => column.cardIds);
        fc.pre(cardIds.length > 0);
        const cardId = cardIds[move.card % cardIds.length]!;
        const columnIds = Object.keys(start);
        const target = columnIds[move.column % columnIds.length]!;
        const end = moveCard(start, cardId, target, move.index);
        expect(columnOfCard(end, cardId)).toBe(target);
        const length = end[target]!.cardIds.length;
        expect(end[target]!.cardIds.indexOf(cardId)).toBe(
          Math.max(0, Math.min(move.index, length - 1)),
        );
      }),
    );
  });

  it('is undone by moving the card back to where it was', () => {
    fc.assert(
      fc.property(boardArbitrary, moveArbitrary, (start, move) => {
        const cardIds = Object.values(start).flatMap((column) => column.cardIds);
        fc.pre(cardIds.length > 0);
        const cardId = cardIds[move.card % cardIds.length]!;
        const home = columnOfCard(start, cardId)!;
        const homeIndex = start[home]!.cardIds.indexOf(cardId);
        const columnIds = Object.keys(start);
        const moved = moveCard(
          start,
          cardId,
          columnIds[move.column % columnIds.length]!,
          move.index,
        );
        expect(moveCard(moved, cardId, home, homeIndex)).toEqual(start);
      }),
    );
  });

  it('moveColumn always yields a permutation with the column at the clamped index', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.integer({ min: -3, max: 20 }),
        (order, pick, index) => {
          const columnId = order[pick % order.length]!;
          const after = moveColumn(order, columnId, index);
          expect([...after].sort()).toEqual([...order].sort());
          expect(after.indexOf(columnId)).toBe(Math.max(0, Math.min(index, order.length - 1)));
        },
      ),
    );
  });
});
