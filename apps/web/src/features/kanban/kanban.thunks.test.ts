import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store.ts';
import { kanbanApi } from './kanban.api.ts';
import { fetchBoard } from './kanban.slice.ts';
import { moveCardAndSave, moveColumnAndSave, savesSettled } from './kanban.thunks.ts';
import { sampleBoard } from './kanban-test-data.ts';

afterEach(() => vi.restoreAllMocks());

async function loadedStore() {
  vi.spyOn(kanbanApi, 'board').mockResolvedValue({ board: sampleBoard() });
  const store = makeStore();
  await store.dispatch(fetchBoard());
  return store;
}

describe('saving the order after a drop', () => {
  it('moves the card at once and saves the move in the background', async () => {
    const store = await loadedStore();
    let finish!: () => void;
    const save = vi
      .spyOn(kanbanApi, 'moveCard')
      .mockReturnValue(new Promise((resolve) => (finish = () => resolve({ columns: [] }))));
    const done = store.dispatch(moveCardAndSave('1', 'b', 1));
    // Before the server answers, the board already shows the move.
    expect(store.getState().kanban!.columns.b!.cardIds).toEqual(['3', '1']);
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith('1', 'b', 1));
    finish();
    await done;
    expect(store.getState().kanban!.columns.a!.cardIds).toEqual(['2']);
  });

  it('rolls the order back, refetches and rejects when the save fails', async () => {
    const store = await loadedStore();
    vi.spyOn(kanbanApi, 'moveCard').mockRejectedValue({ message: 'Card not found' });
    const board = vi.spyOn(kanbanApi, 'board').mockResolvedValue({ board: sampleBoard() });
    await expect(store.dispatch(moveCardAndSave('1', 'c', 0))).rejects.toEqual({
      message: 'Card not found',
    });
    expect(store.getState().kanban!.columns).toEqual(sampleBoard().columns);
    expect(board).toHaveBeenCalled();
  });

  it('saves drops one at a time, in the order they happened', async () => {
    const store = await loadedStore();
    const calls: string[] = [];
    vi.spyOn(kanbanApi, 'moveCard').mockImplementation(async (cardId) => {
      calls.push(`start ${cardId}`);
      await new Promise((resolve) => setTimeout(resolve, cardId === '1' ? 20 : 0));
      calls.push(`end ${cardId}`);
      return { columns: [] };
    });
    void store.dispatch(moveCardAndSave('1', 'c', 0));
    void store.dispatch(moveCardAndSave('3', 'c', 0));
    await savesSettled();
    expect(calls).toEqual(['start 1', 'end 1', 'start 3', 'end 3']);
    expect(store.getState().kanban!.columns.c!.cardIds).toEqual(['3', '1']);
  });

  it('does not call the server for a drop back on the same place', async () => {
    const store = await loadedStore();
    const save = vi.spyOn(kanbanApi, 'moveCard');
    const reorder = vi.spyOn(kanbanApi, 'reorderColumns');
    await store.dispatch(moveCardAndSave('1', 'a', 0));
    await store.dispatch(moveColumnAndSave('a', 0));
    expect(save).not.toHaveBeenCalled();
    expect(reorder).not.toHaveBeenCalled();
  });

  it('reorders columns at once and rolls back when saving fails', async () => {
    const store = await loadedStore();
    vi.spyOn(kanbanApi, 'reorderColumns').mockRejectedValue('Something went wrong');
    const done = store.dispatch(moveColumnAndSave('a', 2));
    expect(store.getState().kanban!.columnOrder).toEqual(['b', 'c', 'a']);
    await expect(done).rejects.toBe('Something went wrong');
    expect(store.getState().kanban!.columnOrder).toEqual(['a', 'b', 'c']);
  });
});
