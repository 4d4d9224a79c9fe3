// The seed's calendar slice: events with loading and error; create appends, update replaces
// by id, delete removes by id. The thunks call the API first and change the list on success.
// (A repeating event comes once per occurrence; the page refetches after changing one.)
import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type {
  CalendarEvent,
  CalendarEventDeleteBody,
  CalendarEventInput,
  CalendarEventUpdateBody,
} from '@keel/contracts/calendar';
import { rootReducer } from '../../lib/store.ts';
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
  async (body: CalendarEventUpdateBody, { rejectWithValue }) => {
    try {
      return (await calendarApi.update(body)).event;
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

export const deleteEvent = createAsyncThunk(
  'calendar/deleteEvent',
  async (body: CalendarEventDeleteBody, { rejectWithValue }) => {
    try {
      await calendarApi.remove(body);
      return body.eventId;
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

declare module '../../lib/store.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof calendarSlice> {}
}

export const injectedCalendarSlice = calendarSlice.injectInto(rootReducer);
export const { eventCreated, eventUpdated, eventDeleted } = calendarSlice.actions;
export const { selectCalendar, selectEvents } = injectedCalendarSlice.selectors;
