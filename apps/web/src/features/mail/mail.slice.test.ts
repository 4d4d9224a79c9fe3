import { describe, expect, it } from 'vitest';
import type { Mail, MailLabel } from '@keel/contracts/mail';
import { makeStore } from '../../lib/store.ts';
import {
  deleteMails,
  fetchMails,
  inboxUnread,
  initialMailState,
  mailSlice,
  mailsChanged,
  mailsReceived,
  mailsRemoved,
  selectMailState,
  updateMails,
} from './mail.slice.ts';

const mail = (id: string, overrides: Partial<Mail> = {}): Mail => ({
  id,
  folder: 'inbox',
  labelIds: [],
  isImportant: false,
  isStarred: false,
  isUnread: true,
  subject: `Subject ${id}`,
  message: '<p>Hi</p>',
  createdAt: '2026-01-01T00:00:00.000Z',
  from: { name: 'Ada', email: 'ada@example.org', avatar: null },
  to: [],
  cc: [],
  bcc: [],
  attachments: [],
  replyToId: null,
  threadId: `thread-${id}`,
  threadCount: 1,
  deliverAt: null,
  ...overrides,
});
const reduce = mailSlice.reducer;

describe('mail reducer', () => {
  it('starts empty, not loading, without error', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual(initialMailState);
  });

  it('keeps mails by id and the current page in order', () => {
    let state = reduce(
      initialMailState,
      mailsReceived({ mails: [mail('a'), mail('b')], total: 7 }),
    );
    expect(state.mails.allIds).toEqual(['a', 'b']);
    expect(state.total).toBe(7);
    state = reduce(state, mailsReceived({ mails: [mail('c')], total: 7 }));
    expect(state.mails.allIds).toEqual(['c']);
    expect(Object.keys(state.mails.byId).sort()).toEqual(['a', 'b', 'c']);
  });

  it('applies changes at once and removes mails that left the list', () => {
    let state = reduce(
      initialMailState,
      mailsReceived({ mails: [mail('a'), mail('b')], total: 2 }),
    );
    state = reduce(
      state,
      mailsChanged({ mailIds: ['a'], changes: { isStarred: true, isUnread: false } }),
    );
    expect(state.mails.byId.a).toMatchObject({ isStarred: true, isUnread: false });
    expect(state.mails.byId.b).toMatchObject({ isStarred: false, isUnread: true });
    state = reduce(state, mailsRemoved(['a', 'zzz']));
    expect(state.mails.allIds).toEqual(['b']);
    expect(state.total).toBe(1);
  });

  it('follows the seed lifecycle: loading, then data or the error', () => {
    let state = reduce(initialMailState, { type: fetchMails.pending.type });
    expect(state).toMatchObject({ loading: true, error: null });
    state = reduce(state, {
      type: fetchMails.rejected.type,
      payload: { message: 'Boom', code: 'X' },
      error: {},
    });
    expect(state).toMatchObject({ loading: false, error: 'Boom' });
    state = reduce(state, { type: fetchMails.pending.type });
    state = reduce(state, {
      type: fetchMails.fulfilled.type,
      payload: { mails: [mail('a')], total: 1 },
    });
    expect(state).toMatchObject({ loading: false, error: null, total: 1 });
  });

  it('replaces optimistic changes with the server answer and forgets deleted mails', () => {
    let state = reduce(
      initialMailState,
      mailsReceived({ mails: [mail('a'), mail('b')], total: 2 }),
    );
    state = reduce(state, {
      type: updateMails.pending.type,
      meta: { arg: { mailIds: ['a'], changes: { folder: 'trash' } } },
    });
    expect(state.mails.byId.a!.folder).toBe('trash');
    state = reduce(state, {
      type: updateMails.fulfilled.type,
      payload: [mail('a', { folder: 'trash', isUnread: false })],
    });
    expect(state.mails.byId.a!.isUnread).toBe(false);
    state = reduce(state, { type: deleteMails.fulfilled.type, payload: ['a'] });
    expect(state.mails.byId.a).toBeUndefined();
    expect(state.mails.allIds).toEqual(['b']);
  });

  it('is injected into the app store lazily', () => {
    const store = makeStore();
    expect(selectMailState(store.getState())).toEqual(initialMailState);
  });

  it('reads the inbox unread count for the nav badge', () => {
    const labels = [
      { id: 'all', unreadCount: 9 },
      { id: 'inbox', unreadCount: 4 },
    ] as MailLabel[];
    expect(inboxUnread(labels)).toBe(4);
    expect(inboxUnread([])).toBe(0);
  });
});
