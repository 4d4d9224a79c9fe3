// Loads the signed-in user's notifications for the header: on mount and on opening the popover;
// notifications-live.tsx adds the WebSocket push, reconnects and window focus. Marking read is
// optimistic; a failed call restores the list and shows the error.
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/http.ts';
import { NOTIFICATIONS_PAGE_SIZE, notificationsApi } from './notifications.api.ts';
import { initialNotificationsState, notificationsReducer } from './notifications-state.ts';

const MAX_PAGE_SIZE = 100;

export function useNotifications() {
  const { t } = useTranslation('validation');
  const { enqueueSnackbar } = useSnackbar();
  const [state, dispatch] = useReducer(notificationsReducer, initialNotificationsState);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  const showError = useCallback(
    (failure: unknown) => {
      const message = failureMessage(failure);
      enqueueSnackbar(
        t(message, { keySeparator: false, nsSeparator: false, defaultValue: message }),
        { variant: 'error' },
      );
    },
    [enqueueSnackbar, t],
  );

  const refresh = useCallback(async () => {
    dispatch({ type: 'loading' });
    try {
      const size = Math.min(
        MAX_PAGE_SIZE,
        Math.max(NOTIFICATIONS_PAGE_SIZE, latest.current.notifications.length),
      );
      dispatch({ type: 'refreshed', response: await notificationsApi.list(1, size) });
    } catch (failure) {
      dispatch({ type: 'failed', error: failureMessage(failure) });
    }
  }, []);

  const loadMore = useCallback(async () => {
    const loaded = latest.current.notifications.length;
    dispatch({ type: 'loading' });
    try {
      const page = Math.floor(loaded / NOTIFICATIONS_PAGE_SIZE) + 1;
      dispatch({
        type: 'appended',
        response: await notificationsApi.list(page, NOTIFICATIONS_PAGE_SIZE),
      });
    } catch (failure) {
      dispatch({ type: 'failed', error: failureMessage(failure) });
    }
  }, []);

  const markRead = useCallback(
    async (id: string) => {
      const before = latest.current;
      if (!before.notifications.some((item) => item.id === id && item.isUnRead)) return;
      dispatch({ type: 'markedRead', ids: [id] });
      try {
        await notificationsApi.update({ notificationIds: [id], isUnRead: false });
      } catch (failure) {
        dispatch({ type: 'restored', state: before });
        showError(failure);
      }
    },
    [showError],
  );

  const markAllRead = useCallback(async () => {
    const before = latest.current;
    dispatch({ type: 'markedAllRead' });
    try {
      await notificationsApi.markAllRead();
    } catch (failure) {
      dispatch({ type: 'restored', state: before });
      showError(failure);
    }
  }, [showError]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { ...state, refresh, loadMore, markRead, markAllRead };
}
