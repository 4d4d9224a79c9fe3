// Keeps the nav's Chat badge (unread messages) current on any dashboard page: loads the count,
// then follows new messages, my read receipts from other tabs, reconnects and window focus.
import { useCallback, useEffect } from 'react';
import { CHAT_EVENTS } from '@keel/contracts/chat-constants';
import { setNavBadge } from '../../lib/nav-badges.ts';
import { useRealtimeEvent, useRealtimeResync } from '../../lib/realtime.ts';
import { chatApi } from './chat.api.ts';

export function useChatBadge() {
  const refresh = useCallback(() => {
    chatApi
      .unreadCount()
      .then(({ unreadCount }) => setNavBadge('chat', unreadCount))
      .catch(() => undefined);
  }, []);
  useEffect(refresh, [refresh]);
  useRealtimeEvent(CHAT_EVENTS.message, refresh);
  useRealtimeEvent(CHAT_EVENTS.seen, refresh);
  useRealtimeResync(refresh);
}
