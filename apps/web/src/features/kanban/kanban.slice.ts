// The seed's kanban slice: cards by id, columns by id (each with cardIds), columnOrder,
// loading and error, with its transitions. Reorders replace the order locally at once (the
// seed's rule); kanban.thunks.ts then saves them in the background.
import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { KanbanBoard, KanbanCard, KanbanColumn, KanbanComment } from '@keel/contracts/kanban';
import { rootReducer } from '../../lib/store.ts';
import { failureMessage } from '../../lib/http.ts';
import { kanbanApi } from './kanban.api.ts';

export interface KanbanState extends KanbanBoard {
  loading: boolean;
  error: string | null;
}

export const initialKanbanState: KanbanState = {
  cards: {},
  columns: {},
  columnOrder: [],
  loading: false,
  error: null,
};

export const fetchBoard = createAsyncThunk(
  'kanban/fetchBoard',
  async () => (await kanbanApi.board()).board,
  {
    serializeError: (error) => ({ message: failureMessage(error) }),
  },
);

export const kanbanSlice = createSlice({
  name: 'kanban',
  initialState: initialKanbanState,
  reducers: {
    /** Creating a column appends its id to the order. */
    columnCreated(state, action: PayloadAction<KanbanColumn>) {
      state.columns[action.payload.id] = action.payload;
      if (!state.columnOrder.includes(action.payload.id)) state.columnOrder.push(action.payload.id);
    },
    columnRenamed(state, action: PayloadAction<{ columnId: string; name: string }>) {
      const column = state.columns[action.payload.columnId];
      if (column) column.name = action.payload.name;
    },
    /** Deleting a column removes its cards and its id from the order. */
    columnDeleted(state, action: PayloadAction<string>) {
      const column = state.columns[action.payload];
      if (!column) return;
      for (const cardId of column.cardIds) delete state.cards[cardId];
      delete state.columns[action.payload];
      state.columnOrder = state.columnOrder.filter((id) => id !== action.payload);
    },
    /** Adding a task adds the card and appends its id to the column. */
    taskAdded(state, action: PayloadAction<{ card: KanbanCard; columnId: string }>) {
      const column = state.columns[action.payload.columnId];
      if (!column) return;
      state.cards[action.payload.card.id] = action.payload.card;
      if (!column.cardIds.includes(action.payload.card.id))
        column.cardIds.push(action.payload.card.id);
    },
    taskUpdated(state, action: PayloadAction<KanbanCard>) {
      if (state.cards[action.payload.id]) state.cards[action.payload.id] = action.payload;
    },
    /** Deleting a task removes it from the column and from cards. */
    taskDeleted(state, action: PayloadAction<{ cardId: string; columnId: string }>) {
      const column = state.columns[action.payload.columnId];
      if (column) column.cardIds = column.cardIds.filter((id) => id !== action.payload.cardId);
      delete state.cards[action.payload.cardId];
    },
    commentAdded(state, action: PayloadAction<{ cardId: string; comment: KanbanComment }>) {
      state.cards[action.payload.cardId]?.comments.push(action.payload.comment);
    },
    /** Reordering columns replaces the stored order locally (the seed's persistColumn). */
    columnsReordered(state, action: PayloadAction<string[]>) {
      state.columnOrder = action.payload;
    },
    /** Reordering cards replaces the columns locally (the seed's persistCard). */
    cardsReordered(state, action: PayloadAction<Record<string, KanbanColumn>>) {
      state.columns = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchBoard.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchBoard.fulfilled, (state, action) => {
        state.loading = false;
        state.cards = action.payload.cards;
        state.columns = action.payload.columns;
        state.columnOrder = action.payload.columnOrder;
      })
      .addCase(fetchBoard.rejected, (state, action) => {
        state.loading = false;
        state.error = action.error.message ?? null;
      });
  },
  selectors: {
    selectKanban: (state) => state,
    selectColumnOrder: (state) => state.columnOrder,
    selectColumns: (state) => state.columns,
    selectCards: (state) => state.cards,
  },
});

declare module '../../lib/store.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof kanbanSlice> {}
}

export const injectedKanbanSlice = kanbanSlice.injectInto(rootReducer);

export const {
  columnCreated,
  columnRenamed,
  columnDeleted,
  taskAdded,
  taskUpdated,
  taskDeleted,
  commentAdded,
  columnsReordered,
  cardsReordered,
} = kanbanSlice.actions;
export const { selectKanban, selectColumnOrder, selectColumns, selectCards } =
  injectedKanbanSlice.selectors;
