import type { Notification } from '@keel/contracts/notifications';
import { describe, expect, it } from 'vitest';
import {
  initialNotificationsState,
  notificationsReducer,
  type NotificationsState,
} from './notifications-state.ts';

function item(id: number, isUnRead = false): Notification {
  return {
    id: `n${id}`,
    type: 'mail',
    title: `Title ${id}`,
    description: '',
    avatarUrl: null,
    link: '/dashboard/mail/all',
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 100 - id)).toISOString(),
    isUnRead,
  };
}

const page = (ids: number[], total: number, unreadCount: number) => ({
  notifications: ids.map((id) => item(id, id <= unreadCount)),
  total,
  unreadCount,
});

describe('notifications popover state', () => {
  it('lists the newest first, whatever order the pages came in', () => {
    const state = notificationsReducer(initialNotificationsState, {
      type: 'refreshed',
      response: page([3, 1, 4, 2], 4, 0),
    });
    expect(state.notifications.map((n) => n.id)).toEqual(['n1', 'n2', 'n3', 'n4']);
  });

  it('a refresh replaces the first page and keeps older items loaded by "View all"', () => {
    let state = notificationsReducer(initialNotificationsState, {
      type: 'refreshed',
      response: page([1, 2], 4, 1),
    });
    state = notificationsReducer(state, { type: 'appended', response: page([3, 4], 4, 1) });
    expect(state.notifications.map((n) => n.id)).toEqual(['n1', 'n2', 'n3', 'n4']);
    // A new one arrives: the first page shifts by one.
    const fresh = {
      notifications: [item(0, true), item(1, true), item(2)],
      total: 5,
      unreadCount: 2,
    };
    state = notificationsReducer(state, { type: 'refreshed', response: fresh });
    expect(state.notifications.map((n) => n.id)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4']);
    expect(state).toMatchObject({ total: 5, unreadCount: 2, loading: false, error: null });
  });

  it('"View all" appends without duplicates', () => {
    let state = notificationsReducer(initialNotificationsState, {
      type: 'refreshed',
      response: page([1, 2, 3], 6, 0),
    });
    state = notificationsReducer(state, { type: 'appended', response: page([3, 4, 5], 6, 0) });
    expect(state.notifications.map((n) => n.id)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
  });

  it('marking one read lowers the unread count once', () => {
    let state: NotificationsState = notificationsReducer(initialNotificationsState, {
      type: 'refreshed',
      response: page([1, 2, 3], 3, 2),
    });
    state = notificationsReducer(state, { type: 'markedRead', ids: ['n1'] });
    state = notificationsReducer(state, { type: 'markedRead', ids: ['n1'] });
    expect(state.unreadCount).toBe(1);
    expect(state.notifications.find((n) => n.id === 'n1')?.isUnRead).toBe(false);
  });

  it('mark all read clears every unread flag; restore rolls back', () => {
    const before = notificationsReducer(initialNotificationsState, {
      type: 'refreshed',
      response: page([1, 2, 3], 3, 3),
    });
    const after = notificationsReducer(before, { type: 'markedAllRead' });
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => !n.isUnRead)).toBe(true);
    expect(notificationsReducer(after, { type: 'restored', state: before })).toBe(before);
  });

  it('loading and failure', () => {
    const loading = notificationsReducer(initialNotificationsState, { type: 'loading' });
    expect(loading.loading).toBe(true);
    const failed = notificationsReducer(loading, { type: 'failed', error: 'Something went wrong' });
    expect(failed).toMatchObject({ loading: false, error: 'Something went wrong' });
  });
});
