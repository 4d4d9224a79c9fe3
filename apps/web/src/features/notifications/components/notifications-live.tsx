// Refreshes the header's notifications when the server pushes a new one, after a reconnect and
// when the window regains focus (lib/realtime.ts), and once when it starts: it starts after the
// page's first screen (lib/use-idle-start.ts), and a notification may have come in between.
import { NOTIFICATION_EVENT } from '@keel/contracts/notifications-constants';
import { useEffect, useRef } from 'react';
import { useRealtimeEvent, useRealtimeResync } from '../../../lib/realtime.ts';

export function NotificationsLive({ onChange }: { onChange: () => void }) {
  useRealtimeEvent(NOTIFICATION_EVENT, onChange);
  useRealtimeResync(onChange);
  const first = useRef(onChange);
  useEffect(() => first.current(), []);
  return null;
}
