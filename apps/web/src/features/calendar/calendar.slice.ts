// The seed's calendar slice: events with loading and error; create appends, update replaces
// by id, delete removes by id. The thunks call the API first and change the list on success.
import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type {
  CalendarEvent,
  CalendarEventInput,
  CalendarEventPatch,
} from '@keel/contracts/calendar';
import { rootReducer } from '../../app/store.ts';
import { failureMessage } from '../../lib/http.ts';
import { calendarApi } from './calendar.api.ts';

export interface CalendarState {
  events: CalendarEvent[];
  loading: boolean;
  error: string | null;
}

export const initialCalendarState: CalendarState = { events: [], loading: false, error: null };

export const fetchEvents = createAsyncThunk(
  'calendar/fetchEvents',
  async () => (await calendarApi.events()).events,
  {
    serializeError: (error) => ({ message: failureMessage(error) }),
  },
);

// These reject with the server's body, so forms can put field errors on their fields.
export const createEvent = createAsyncThunk(
  'calendar/createEvent',
  async (event: CalendarEventInput, { rejectWithValue }) => {
    try {
      return (await calendarApi.create(event)).event;
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

export const updateEvent = createAsyncThunk(
  'calendar/updateEvent',
  async (
    { eventId, event }: { eventId: string; event: CalendarEventPatch },
    { rejectWithValue },
  ) => {
    try {
      return (await calendarApi.update(eventId, event)).event;
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

export const deleteEvent = createAsyncThunk(
  'calendar/deleteEvent',
  async (eventId: string, { rejectWithValue }) => {
    try {
      await calendarApi.remove(eventId);
      return eventId;
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

export const calendarSlice = createSlice({
  name: 'calendar',
  initialState: initialCalendarState,
  reducers: {
    eventCreated(state, action: PayloadAction<CalendarEvent>) {
      state.events.push(action.payload);
    },
    eventUpdated(state, action: PayloadAction<CalendarEvent>) {
      state.events = state.events.map((event) =>
        event.id === action.payload.id ? action.payload : event,
      );
    },
    eventDeleted(state, action: PayloadAction<string>) {
      state.events = state.events.filter((event) => event.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchEvents.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchEvents.fulfilled, (state, action) => {
        state.loading = false;
        state.events = action.payload;
      })
      .addCase(fetchEvents.rejected, (state, action) => {
        state.loading = false;
        state.error = action.error.message ?? null;
      })
      .addCase(createEvent.fulfilled, (state, action) => {
        calendarSlice.caseReducers.eventCreated(state, action);
      })
      .addCase(updateEvent.fulfilled, (state, action) => {
        calendarSlice.caseReducers.eventUpdated(state, action);
      })
      .addCase(deleteEvent.fulfilled, (state, action) => {
        calendarSlice.caseReducers.eventDeleted(state, action);
      });
  },
  selectors: {
    selectCalendar: (state) => state,
    selectEvents: (state) => state.events,
  },
});

declare module '../../app/store.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof calendarSlice> {}
}

export const injectedCalendarSlice = calendarSlice.injectInto(rootReducer);
export const { eventCreated, eventUpdated, eventDeleted } = calendarSlice.actions;
export const { selectCalendar, selectEvents } = injectedCalendarSlice.selectors;
