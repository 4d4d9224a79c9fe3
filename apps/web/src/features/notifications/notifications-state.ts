// The notifications popover's state as a pure reducer: pages load (the first page refreshes in
// place, "View all" appends the next), marking read is applied at once and rolled back if the
// call fails.
import type { Notification, NotificationListResponse } from '@keel/contracts/notifications';

export interface NotificationsState {
  notifications: Notification[];
  total: number;
  unreadCount: number;
  loading: boolean;
  error: string | null;
}

export const initialNotificationsState: NotificationsState = {
  notifications: [],
  total: 0,
  unreadCount: 0,
  loading: false,
  error: null,
};

export type NotificationsAction =
  | { type: 'loading' }
  | { type: 'failed'; error: string }
  | { type: 'refreshed'; response: NotificationListResponse }
  | { type: 'appended'; response: NotificationListResponse }
  | { type: 'markedRead'; ids: string[] }
  | { type: 'markedAllRead' }
  | { type: 'restored'; state: NotificationsState };

// ISO 8601 times in UTC sort as plain strings. Not `localeCompare`: its first call builds ICU's
// collator, ~65 ms of a phone's main thread on every dashboard page's first screen (the header's
// unread count is sorted then; bench/RESULTS.md, "Issue 23, session 11").
const byNewest = (a: Notification, b: Notification) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

export function notificationsReducer(
  state: NotificationsState,
  action: NotificationsAction,
): NotificationsState {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: true, error: null };
    case 'failed':
      return { ...state, loading: false, error: action.error };
    case 'refreshed': {
      // The fresh first page replaces what it covers; older items loaded by "View all" stay.
      const fresh = new Set(action.response.notifications.map((item) => item.id));
      const oldest = action.response.notifications.at(-1)?.createdAt ?? '';
      const older = state.notifications.filter(
        (item) => !fresh.has(item.id) && item.createdAt < oldest,
      );
      return {
        notifications: [...action.response.notifications, ...older].sort(byNewest),
        total: action.response.total,
        unreadCount: action.response.unreadCount,
        loading: false,
        error: null,
      };
    }
    case 'appended': {
      const known = new Set(state.notifications.map((item) => item.id));
      const added = action.response.notifications.filter((item) => !known.has(item.id));
      return {
        notifications: [...state.notifications, ...added].sort(byNewest),
        total: action.response.total,
        unreadCount: action.response.unreadCount,
        loading: false,
        error: null,
      };
    }
    case 'markedRead': {
      const ids = new Set(action.ids);
      const changed = state.notifications.filter(
        (item) => ids.has(item.id) && item.isUnRead,
      ).length;
      return {
        ...state,
        notifications: state.notifications.map((item) =>
          ids.has(item.id) ? { ...item, isUnRead: false } : item,
        ),
        unreadCount: Math.max(0, state.unreadCount - changed),
      };
    }
    case 'markedAllRead':
      return {
        ...state,
        notifications: state.notifications.map((item) => ({ ...item, isUnRead: false })),
        unreadCount: 0,
      };
    case 'restored':
      return action.state;
  }
}
