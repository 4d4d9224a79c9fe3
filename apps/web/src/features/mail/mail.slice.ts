// The seed's mail state: mails by id (plus the current page's order), labels, loading, error.
// Flag and folder changes apply at once and are then replaced by what the server answers.
import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { Mail, MailLabel, MailListQuery, MailUpdateBody } from '@keel/contracts/mail';
import { rootReducer } from '../../lib/store.ts';
import { addLoadingCases, type LoadingState } from '../../lib/slice-loading.ts';
import { mailApi } from './mail.api.ts';

export interface MailState extends LoadingState {
  mails: { byId: Record<string, Mail>; allIds: string[] };
  labels: MailLabel[];
  /** How many mails the current list has over all its pages. */
  total: number;
}

export const initialMailState: MailState = {
  mails: { byId: {}, allIds: [] },
  labels: [],
  total: 0,
  loading: false,
  error: null,
};

type MailChanges = MailUpdateBody['changes'];

export const fetchLabels = createAsyncThunk(
  'mail/fetchLabels',
  async () => (await mailApi.labels()).labels,
);

export const fetchMails = createAsyncThunk(
  'mail/fetchMails',
  async (query: MailListQuery, { rejectWithValue, signal }) => {
    try {
      return await mailApi.mails(query, signal);
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

export const fetchMail = createAsyncThunk(
  'mail/fetchMail',
  async (mailId: string, { rejectWithValue }) => {
    try {
      return (await mailApi.mail(mailId)).mail;
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

export const updateMails = createAsyncThunk(
  'mail/updateMails',
  async (body: { mailIds: string[]; changes: MailChanges }, { rejectWithValue }) => {
    try {
      return (await mailApi.update(body)).mails;
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

export const deleteMails = createAsyncThunk(
  'mail/deleteMails',
  async (mailIds: string[], { rejectWithValue }) => {
    try {
      await mailApi.remove({ mailIds });
      return mailIds;
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

function upsert(state: MailState, mail: Mail) {
  state.mails.byId[mail.id] = mail;
}

export const mailSlice = createSlice({
  name: 'mail',
  initialState: initialMailState,
  reducers: {
    /**
     * A page of a list replaces the current order; mails seen before keep their entries. A list
     * carries each message as plain text (the opened mail's answer has the HTML), so a mail
     * already known keeps the body it has.
     */
    mailsReceived(state, action: PayloadAction<{ mails: Mail[]; total: number }>) {
      for (const mail of action.payload.mails) {
        const known = state.mails.byId[mail.id];
        upsert(state, known ? { ...mail, message: known.message } : mail);
      }
      state.mails.allIds = action.payload.mails.map((mail) => mail.id);
      state.total = action.payload.total;
    },
    mailReceived(state, action: PayloadAction<Mail>) {
      upsert(state, action.payload);
    },
    /** Applies a change locally before the server confirms it. */
    mailsChanged(state, action: PayloadAction<{ mailIds: string[]; changes: MailChanges }>) {
      for (const id of action.payload.mailIds) {
        const mail = state.mails.byId[id];
        if (mail)
          Object.assign(
            mail,
            Object.fromEntries(
              Object.entries(action.payload.changes).filter(([, value]) => value !== undefined),
            ),
          );
      }
    },
    /** Mails that left the current list (moved elsewhere or deleted). */
    mailsRemoved(state, action: PayloadAction<string[]>) {
      const gone = new Set(action.payload);
      const before = state.mails.allIds.length;
      state.mails.allIds = state.mails.allIds.filter((id) => !gone.has(id));
      state.total = Math.max(0, state.total - (before - state.mails.allIds.length));
    },
    labelsReceived(state, action: PayloadAction<MailLabel[]>) {
      state.labels = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchLabels.fulfilled, (state, action) =>
        mailSlice.caseReducers.labelsReceived(state, { type: '', payload: action.payload }),
      )
      .addCase(fetchMails.fulfilled, (state, action) =>
        mailSlice.caseReducers.mailsReceived(state, { type: '', payload: action.payload }),
      )
      .addCase(fetchMail.fulfilled, (state, action) => upsert(state, action.payload))
      .addCase(updateMails.pending, (state, action) =>
        mailSlice.caseReducers.mailsChanged(state, { type: '', payload: action.meta.arg }),
      )
      .addCase(updateMails.fulfilled, (state, action) => {
        for (const mail of action.payload) upsert(state, mail);
      })
      .addCase(deleteMails.fulfilled, (state, action) => {
        mailSlice.caseReducers.mailsRemoved(state, { type: '', payload: action.payload });
        for (const id of action.payload) delete state.mails.byId[id];
      });
    addLoadingCases(builder, fetchMails);
  },
  selectors: {
    selectMailState: (state) => state,
    selectLabels: (state) => state.labels,
  },
});

export const { mailsReceived, mailReceived, mailsChanged, mailsRemoved, labelsReceived } =
  mailSlice.actions;

declare module '../../lib/store.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the store's documented way to type a lazy slice
  interface LazyLoadedSlices extends WithSlice<typeof mailSlice> {}
}

/** Injected when the mail code loads, so other routes don't carry it. */
export const injectedMailSlice = mailSlice.injectInto(rootReducer);
export const { selectMailState, selectLabels } = injectedMailSlice.selectors;

export function inboxUnread(labels: MailLabel[]): number {
  return labels.find((label) => label.id === 'inbox')?.unreadCount ?? 0;
}
