// Refreshes the header's notifications when the server pushes a new one, after a reconnect and
// when the window regains focus (lib/realtime.ts). Loaded after the header's first paint.
import { NOTIFICATION_EVENT } from '@keel/contracts/notifications-constants';
import { useRealtimeEvent, useRealtimeResync } from '../../../lib/realtime.ts';

export function NotificationsLive({ onChange }: { onChange: () => void }) {
  useRealtimeEvent(NOTIFICATION_EVENT, onChange);
  useRealtimeResync(onChange);
  return null;
}
