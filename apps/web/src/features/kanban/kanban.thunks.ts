// Board changes that talk to the API. Drops update the order locally at once (the seed's rule),
// then save in the background, one save at a time and in drop order; a failed save rolls the
// order back, refetches the board and rejects, so the page shows an error toast.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { KanbanCard, KanbanCardInput, KanbanCardPatch } from '@keel/contracts/kanban';
import type { RootState } from '../../lib/store.ts';
import { kanbanApi } from './kanban.api.ts';
import { moveCard, moveColumn, sameOrder } from './kanban-moves.ts';
import {
  cardsReordered,
  columnCreated,
  columnDeleted,
  columnRenamed,
  columnsReordered,
  commentAdded,
  fetchBoard,
  selectColumnOrder,
  selectColumns,
  taskAdded,
  taskDeleted,
  taskUpdated,
} from './kanban.slice.ts';

type KanbanThunk<R = Promise<void>> = ThunkAction<R, RootState, unknown, UnknownAction>;

let saveQueue: Promise<unknown> = Promise.resolve();

/** Runs saves one after another, so the server applies drops in the order they happened. */
function enqueueSave<T>(save: () => Promise<T>): Promise<T> {
  const run = saveQueue.then(save, save);
  saveQueue = run.catch(() => undefined);
  return run;
}

/** Resolves once every queued save has finished (tests, and leaving the page). */
export const savesSettled = () => saveQueue;

export const moveCardAndSave =
  (cardId: string, toColumnId: string, toIndex: number): KanbanThunk =>
  async (dispatch, getState) => {
    const before = selectColumns(getState());
    const after = moveCard(before, cardId, toColumnId, toIndex);
    const unchanged = Object.keys(after).every((id) =>
      sameOrder(after[id]!.cardIds, before[id]?.cardIds ?? []),
    );
    if (unchanged) return;
    dispatch(cardsReordered(after));
    try {
      await enqueueSave(() => kanbanApi.moveCard(cardId, toColumnId, toIndex));
    } catch (error) {
      dispatch(cardsReordered(before));
      void dispatch(fetchBoard());
      throw error;
    }
  };

export const moveColumnAndSave =
  (columnId: string, toIndex: number): KanbanThunk =>
  async (dispatch, getState) => {
    const before = selectColumnOrder(getState());
    const after = moveColumn(before, columnId, toIndex);
    if (sameOrder(before, after)) return;
    dispatch(columnsReordered(after));
    try {
      await enqueueSave(() => kanbanApi.reorderColumns(after));
    } catch (error) {
      dispatch(columnsReordered(before));
      void dispatch(fetchBoard());
      throw error;
    }
  };

export const createColumn =
  (name: string): KanbanThunk =>
  async (dispatch) => {
    const { column } = await kanbanApi.createColumn(name);
    dispatch(columnCreated(column));
  };

export const renameColumn =
  (columnId: string, name: string): KanbanThunk =>
  async (dispatch) => {
    const { column } = await kanbanApi.renameColumn(columnId, name);
    dispatch(columnRenamed({ columnId, name: column.name }));
  };

export const deleteColumn =
  (columnId: string): KanbanThunk =>
  async (dispatch) => {
    await kanbanApi.deleteColumn(columnId);
    dispatch(columnDeleted(columnId));
  };

export const addTask =
  (columnId: string, card: KanbanCardInput): KanbanThunk<Promise<KanbanCard>> =>
  async (dispatch) => {
    const { card: created } = await kanbanApi.createCard(columnId, card);
    dispatch(taskAdded({ card: created, columnId }));
    return created;
  };

/**
 * The drawer saves on change: the card changes on screen at once, the server's copy replaces
 * it when saved; on failure the board is reloaded and the caller shows the error (or, for a
 * stale version, the merge dialog).
 */
export const updateTask =
  (optimistic: KanbanCard, patch: KanbanCardPatch, version?: number): KanbanThunk =>
  async (dispatch) => {
    dispatch(taskUpdated(optimistic));
    try {
      // The version the edit started from: someone else's save since then answers 409.
      const { card } = await kanbanApi.updateCard(optimistic.id, patch, version);
      dispatch(taskUpdated(card));
    } catch (error) {
      void dispatch(fetchBoard());
      throw error;
    }
  };

export const deleteTask =
  (cardId: string, columnId: string): KanbanThunk =>
  async (dispatch) => {
    await kanbanApi.deleteCard(cardId);
    dispatch(taskDeleted({ cardId, columnId }));
  };

export const addComment =
  (cardId: string, message: string): KanbanThunk =>
  async (dispatch) => {
    const { comment } = await kanbanApi.addComment(cardId, message);
    dispatch(commentAdded({ cardId, comment }));
  };
