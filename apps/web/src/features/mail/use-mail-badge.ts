// Keeps the nav's Mail badge (unread in Inbox) current on any dashboard page: loads the counts,
// then follows new mail, changes made in other tabs, reconnects and window focus.
import { useCallback, useEffect } from 'react';
import { MAIL_EVENTS } from '@keel/contracts/mail-constants';
import { setNavBadge } from '../../lib/nav-badges.ts';
import { useRealtimeEvent, useRealtimeResync } from '../../lib/realtime.ts';
import { mailApi } from './mail.api.ts';
import { inboxUnread } from './mail.slice.ts';

export function useMailBadge() {
  const refresh = useCallback(() => {
    mailApi
      .labels()
      .then(({ labels }) => setNavBadge('mail', inboxUnread(labels)))
      .catch(() => undefined);
  }, []);
  useEffect(refresh, [refresh]);
  useRealtimeEvent(MAIL_EVENTS.new, refresh);
  useRealtimeEvent(MAIL_EVENTS.changed, refresh);
  useRealtimeResync(refresh);
}
